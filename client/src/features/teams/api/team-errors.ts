import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { graphqlErrorCode } from '../../../lib/apollo/graphql-error';

/** The team and invitation codes the client words itself (errors.<CODE>). */
const WORDED = new Set([
  'INVITATION_NOT_FOUND',
  'INVITATION_EXPIRED',
  'INVITATION_USED_UP',
  'INVITATION_REVOKED',
  'INVITATION_WRONG_EMAIL',
  'INVITATION_WRONG_DOMAIN',
  'ALREADY_TEAM_MEMBER',
  'LAST_TEAM_ADMIN',
  'TEAMS_DISABLED',
  'TEAM_NOT_FOUND',
  'FORBIDDEN',
  'VALIDATION_ERROR',
]);

/** The message id for a code a team call answered, else `fallbackId`. */
export function teamCodeMessageId(code: string | undefined, fallbackId: string): string {
  return code && WORDED.has(code) ? `errors.${code}` : fallbackId;
}

/** The message id for a failed team call: its code's words, else `fallbackId` (the spec's "Failed to …"). */
export function teamErrorId(error: unknown, fallbackId: string): string {
  // The switch answers FORBIDDEN with this message where a call has no code of its own.
  if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.message === 'Team feature is disabled')) return 'errors.TEAMS_DISABLED';
  return teamCodeMessageId(graphqlErrorCode(error), fallbackId);
}
