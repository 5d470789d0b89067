import { AppError } from '@kadr/core/errors/app-error';

// Deleting an account (GDPR art. 17, issue #25): stable codes with English messages; the client words each code.

/** The password given to confirm the deletion is not the account's: nothing changed. */
export class WrongPasswordError extends AppError {
  constructor() {
    super('WRONG_PASSWORD', 'The password is not correct');
  }
}

/** Sign-in to an account whose deletion has been asked for (only whoever knows the password learns it). */
export class AccountDeletedError extends AppError {
  constructor() {
    super('ACCOUNT_DELETED', 'This account has been deleted');
  }
}

/**
 * The user is the only admin of teams that have other members: those would be left without an admin. They hand the
 * admin role to another member (or remove the members) first.
 */
export class TeamHandoverRequiredError extends AppError {
  constructor(readonly teams: { id: string; name: string }[]) {
    super('TEAM_HANDOVER_REQUIRED', `You are the only admin of ${teams.map((t) => `"${t.name}"`).join(', ')}: make another member an admin, or remove the members, first`);
  }

  override get details() {
    return { teams: this.teams };
  }
}

export class CannotDeleteSelfError extends AppError {
  constructor() {
    super('CANNOT_DELETE_SELF', 'You cannot delete your own account from the admin console');
  }
}
