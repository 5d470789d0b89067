import { NotAuthenticatedError } from '@kadr/core/errors/app-error';
import type { PubSub } from '@kadr/core/events/pubsub';
import type { PrismaClient, User } from '@kadr/core/generated/prisma/client';
import type { Logger } from '@kadr/core/log/logger';
import { hasValidChecksum, hashApiKey } from './api-key-format';

/** A key that may be used now, with its owner. */
export interface VerifiedApiKey {
  keyId: string;
  scopes: readonly string[];
  /** A team key: the team whose credits it spends (its creator is still an admin of it). */
  teamId: string | null;
  expiresAt: Date | null;
  user: User;
}

interface KeyRow {
  keyId: string;
  scopes: string[];
  teamId: string | null;
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  memberRole: string | null;
}
type UserRow = User;

const LAST_USE_EVERY_MS = 60_000;

/**
 * Verifies `kadr_live_…` keys: the checksum first (a mistyped or cut key costs no query), then one statement that reads
 * the key by its hash with its owner (and, for a team key, the owner's role in the team). A revoked or expired key, a
 * disabled owner and a team key whose creator is no longer the team's admin are refused like an unknown one (401).
 *
 * A verified key is remembered in this process for `ttlMs` (a few seconds), so a partner's burst costs no lookup per
 * request. Revoking publishes `apiKeyRevoked`, which every process hears and forgets the key at once (the revoking
 * process forgets it before answering); a user's ended sessions (`sessionEnded` with a userId: a password reset, a
 * disabled account) forget their keys too. Expiry is checked on every request. `last_used_at` is written at most once
 * a minute per key, never on every request.
 */
export class ApiKeyVerifier {
  private readonly cache = new Map<string, { key: VerifiedApiKey; until: number }>();
  private readonly lastUseWritten = new Map<string, number>();
  private readonly stop = new AbortController();

  constructor(
    private readonly prisma: PrismaClient,
    private readonly options: { teamsEnabled: boolean; ttlMs: number; log: Logger },
  ) {}

  /** Listens for revocations and ended sessions (every API process does). */
  listen(pubsub: PubSub): void {
    void this.drain(pubsub.subscribe('apiKeyRevoked', () => true, this.stop.signal), (e) => this.forgetKey(e.keyId));
    void this.drain(pubsub.subscribe('sessionEnded', (e) => Boolean(e.userId), this.stop.signal), (e) => e.userId && this.forgetUser(e.userId));
  }

  close(): void {
    this.stop.abort();
    this.cache.clear();
  }

  forgetKey(keyId: string): void {
    for (const [hash, entry] of this.cache) if (entry.key.keyId === keyId) this.cache.delete(hash);
  }

  forgetUser(userId: string): void {
    for (const [hash, entry] of this.cache) if (entry.key.user.id === userId) this.cache.delete(hash);
  }

  async verify(token: string): Promise<VerifiedApiKey> {
    if (!hasValidChecksum(token)) throw new NotAuthenticatedError();
    const hash = hashApiKey(token);
    const now = Date.now();
    const cached = this.cache.get(hash);
    let key = cached && cached.until > now ? cached.key : null;
    if (!key) {
      key = await this.lookUp(hash);
      if (!key) {
        this.cache.delete(hash);
        throw new NotAuthenticatedError();
      }
      if (this.options.ttlMs > 0) this.cache.set(hash, { key, until: now + this.options.ttlMs });
    }
    if (key.expiresAt && key.expiresAt.getTime() <= now) {
      this.cache.delete(hash);
      throw new NotAuthenticatedError();
    }
    this.noteUse(key.keyId, now);
    return key;
  }

  private async lookUp(hash: string): Promise<VerifiedApiKey | null> {
    const [row] = await this.prisma.$queryRaw<(KeyRow & UserRow)[]>`
      SELECT k.id AS "keyId", k.scopes, k.team_id AS "teamId", k.expires_at AS "expiresAt", k.revoked_at AS "revokedAt",
             k.last_used_at AS "lastUsedAt", m.role::text AS "memberRole",
             u.id, u.email, u.password_hash AS "passwordHash", u.full_name AS "fullName", u.avatar_url AS "avatarUrl",
             u.marketing_opt_in AS "marketingOptIn", u.is_admin AS "isAdmin", u.email_confirmed_at AS "emailConfirmedAt",
             u.locale, u.notification_email_prefs AS "notificationEmailPrefs", u.current_team_id AS "currentTeamId",
             u.current_custom_model_id AS "currentCustomModelId", u.plan_id AS "planId", u.stripe_customer_id AS "stripeCustomerId",
             u.flagged_at AS "flaggedAt", u.flag_reason AS "flagReason", u.disabled_at AS "disabledAt",
             u.disabled_reason AS "disabledReason", u.deleted_at AS "deletedAt", u.created_at AS "createdAt", u.updated_at AS "updatedAt"
        FROM api_keys k
        JOIN users u ON u.id = k.user_id
        LEFT JOIN team_members m ON m.team_id = k.team_id AND m.user_id = k.user_id
       WHERE k.key_hash = ${hash}`;
    if (!row || row.revokedAt || row.disabledAt || row.deletedAt) return null;
    if (row.teamId && (!this.options.teamsEnabled || row.memberRole !== 'admin')) return null;
    if (row.lastUsedAt) this.lastUseWritten.set(row.keyId, Math.max(this.lastUseWritten.get(row.keyId) ?? 0, row.lastUsedAt.getTime()));
    const { keyId, scopes, teamId, expiresAt, revokedAt: _r, lastUsedAt: _l, memberRole: _m, ...user } = row;
    return { keyId, scopes, teamId, expiresAt, user };
  }

  /** Records the key's use at most once a minute (in every process together: the update checks the stored time). */
  private noteUse(keyId: string, now: number): void {
    if (now - (this.lastUseWritten.get(keyId) ?? 0) < LAST_USE_EVERY_MS) return;
    this.lastUseWritten.set(keyId, now);
    const since = new Date(now - LAST_USE_EVERY_MS);
    this.prisma.apiKey
      .updateMany({ where: { id: keyId, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: since } }] }, data: { lastUsedAt: new Date(now) } })
      .catch((err: unknown) => this.options.log.warn({ err, keyId }, 'could not record an API key\'s last use'));
  }

  private async drain<T>(events: AsyncIterableIterator<T>, handle: (e: T) => unknown): Promise<void> {
    try {
      for await (const e of events) handle(e);
    } catch (err) {
      if (!this.stop.signal.aborted) this.options.log.error({ err }, 'API key event listener stopped');
    }
  }
}
