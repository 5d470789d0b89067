import { AppError } from '@kadr/core/errors/app-error';

// Teams and invitations (issue #12): stable codes with English messages; the client words each code itself.

/** TEAMS_ENABLED=false: every team call, accepting and previewing an invitation included. */
export class TeamsDisabledError extends AppError {
  constructor() {
    super('TEAMS_DISABLED', 'Team feature is disabled');
  }
}

/** No such team, or the viewer is not in it (a non-member learns nothing about a team). */
export class TeamNotFoundError extends AppError {
  constructor() {
    super('TEAM_NOT_FOUND', 'Team not found');
  }
}

export class InvitationNotFoundError extends AppError {
  constructor() {
    super('INVITATION_NOT_FOUND', 'Invitation not found');
  }
}

export class InvitationRevokedError extends AppError {
  constructor() {
    super('INVITATION_REVOKED', 'This invitation has been revoked');
  }
}

export class InvitationExpiredError extends AppError {
  constructor() {
    super('INVITATION_EXPIRED', 'This invitation has expired');
  }
}

/** An email invitation already accepted, or a link whose uses are all taken. */
export class InvitationUsedUpError extends AppError {
  constructor() {
    super('INVITATION_USED_UP', 'This invitation has already been used');
  }
}

/** An email invitation accepted by someone signed in with another address. */
export class InvitationWrongEmailError extends AppError {
  constructor() {
    super('INVITATION_WRONG_EMAIL', 'This invitation is for another email address');
  }
}

/** A link restricted to one email domain, accepted from an address outside it. */
export class InvitationWrongDomainError extends AppError {
  constructor(readonly allowedDomain: string) {
    super('INVITATION_WRONG_DOMAIN', `This invitation is only for addresses at ${allowedDomain}`);
  }

  override get details() {
    return { allowedDomain: this.allowedDomain };
  }
}

export class AlreadyTeamMemberError extends AppError {
  constructor() {
    super('ALREADY_TEAM_MEMBER', 'Already a member of this team');
  }
}

/** The team's only admin cannot leave, be demoted or be removed. */
export class LastTeamAdminError extends AppError {
  constructor() {
    super('LAST_TEAM_ADMIN', 'A team must keep at least one admin');
  }
}
