import type { SqlRunner } from '@kadr/core/db/database';
import type { TeamRole, User } from '@kadr/core/generated/prisma/client';
import type { AccessClaims } from '../../lib/tokens';
import type { Actor } from './actor';
import { actorWithRole } from './current-actor';
import { CoalescedReads, coalescedPer } from '@kadr/core/db/coalesced-reads';

/**
 * Every column of `users` under the name and with the type Prisma's `User` has, for raw statements that read a whole
 * user (tests/api/sql-statements.test.ts checks it against Prisma's model, so a new column cannot be missed).
 */
export const USER_COLUMNS = `u.id, u.email, u.password_hash AS "passwordHash", u.full_name AS "fullName", u.avatar_url AS "avatarUrl",
  u.marketing_opt_in AS "marketingOptIn", u.is_admin AS "isAdmin", u.email_confirmed_at AS "emailConfirmedAt", u.locale,
  u.notification_email_prefs AS "notificationEmailPrefs", u.current_team_id AS "currentTeamId",
  u.current_custom_model_id AS "currentCustomModelId", u.plan_id AS "planId", u.stripe_customer_id AS "stripeCustomerId",
  u.flagged_at AS "flaggedAt", u.flag_reason AS "flagReason", u.disabled_at AS "disabledAt", u.disabled_reason AS "disabledReason",
  u.deleted_at AS "deletedAt", u.created_at AS "createdAt", u.updated_at AS "updatedAt"`;

/**
 * The users of session tokens, only while the account is enabled (neither disabled nor deleted) and the token's
 * session (refresh-token family) is still open, with their role in their current team: one prepared statement for
 * every signed-in request that asked in the same turn of the event loop (CoalescedReads), keyed by (user, session).
 */
const SESSION_VIEWERS = `
  SELECT k.user_id::text || ':' || k.family_id::text AS "viewerKey", ${USER_COLUMNS}, m.role::text AS "teamRole"
    FROM unnest($1::uuid[], $2::uuid[]) AS k(user_id, family_id)
    JOIN users u ON u.id = k.user_id
    LEFT JOIN team_members m ON m.team_id = u.current_team_id AND m.user_id = u.id
   WHERE u.disabled_at IS NULL AND u.deleted_at IS NULL
     AND EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.user_id = u.id AND r.family_id = k.family_id AND r.revoked_at IS NULL)`;

type ViewerRow = User & { teamRole: TeamRole | null };
const viewerKey = (claims: AccessClaims) => `${claims.userId.toLowerCase()}:${claims.sessionId.toLowerCase()}`;

const sessionViewers = coalescedPer(
  (sql: SqlRunner) =>
    new CoalescedReads<AccessClaims, ViewerRow>(async (keys) => {
      const rows = await sql.query<ViewerRow & { viewerKey: string }>(SESSION_VIEWERS, [keys.map((k) => k.userId), keys.map((k) => k.sessionId)], 'kadr_session_viewers');
      return new Map(rows.map(({ viewerKey: key, ...row }) => [key, row]));
    }, viewerKey),
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The signed-in user and whom they act for; null when the account is disabled or deleted, or the session has ended. */
export async function readSessionViewer(sql: SqlRunner, claims: AccessClaims, teamsEnabled: boolean): Promise<{ user: User; actor: Actor } | null> {
  if (!UUID.test(claims.userId) || !UUID.test(claims.sessionId)) return null;
  const row = await sessionViewers(sql).read(claims);
  if (!row) return null;
  // Each request gets its own copy: a use case may change its viewer's user object (read in this request only).
  const { teamRole, ...user } = row;
  return { user, actor: actorWithRole(user, teamRole, teamsEnabled) };
}
