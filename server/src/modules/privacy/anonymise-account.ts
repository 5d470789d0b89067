import { Prisma } from '@kadr/core/generated/prisma/client';
import type { Services } from '../../services-contract';
import type { DeletionSubject, StepContext } from './delete-account-steps';

/** What the tombstone and the redacted audit entries say instead of the person. */
export const DELETED_NAME = 'Deleted user';
const REDACTED = '[deleted]';
export const tombstoneEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;
/** A hash no password verifies against (not a PHC string: lib/passwords.ts answers false at once). */
const NO_PASSWORD = '!deleted';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A JSON value with every string's mention of the person replaced; `changed` says whether any was. */
function redact(value: unknown, patterns: RegExp[]): { value: unknown; changed: boolean } {
  if (typeof value === 'string') {
    const out = patterns.reduce((s, p) => s.replace(p, REDACTED), value);
    return { value: out, changed: out !== value };
  }
  if (Array.isArray(value)) {
    const items = value.map((v) => redact(v, patterns));
    return { value: items.map((i) => i.value), changed: items.some((i) => i.changed) };
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => [k, redact(v, patterns)] as const);
    return { value: Object.fromEntries(entries.map(([k, r]) => [k, r.value])), changed: entries.some(([, r]) => r.changed) };
  }
  return { value, changed: false };
}

interface AuditRow {
  id: string;
  admin_id: string | null;
  target_user_id: string | null;
  admin_email: string | null;
  target_email: string | null;
  before: unknown;
  after: unknown;
  details: unknown;
}

/**
 * The audit log keeps who did what to which id, when and why, but not the person's address or name: entries by or
 * about them lose it from admin_email / target_email and from before / after / details, as does any other entry that
 * quotes the address. The one change the append-only trigger allows, inside a transaction that says so.
 */
async function redactAuditLog(tx: Prisma.TransactionClient, subject: DeletionSubject): Promise<number> {
  const { userId, email, fullName } = subject;
  await tx.$queryRaw`SELECT set_config('kadr.audit_redaction', 'on', true) AS redaction`;
  const rows = await tx.$queryRaw<AuditRow[]>`
    SELECT id, admin_id, target_user_id, admin_email, target_email, before, after, details FROM audit_log_entries
     WHERE admin_id = ${userId}::uuid OR target_user_id = ${userId}::uuid OR lower(admin_email) = ${email} OR lower(target_email) = ${email}
        OR strpos(lower(concat(before::text, after::text, details::text)), ${email}) > 0`;
  const byEmail = new RegExp(escape(email), 'gi');
  const name = fullName.trim();
  let changed = 0;
  for (const row of rows) {
    const aboutThem = row.admin_id === userId || row.target_user_id === userId;
    const patterns = aboutThem && name.length >= 2 ? [byEmail, new RegExp(escape(name), 'g')] : [byEmail];
    const data: Prisma.AuditLogEntryUpdateInput = {};
    const mine = (who: string | null, address: string | null) => address !== null && (who === userId || address.toLowerCase() === email);
    if (mine(row.admin_id, row.admin_email)) data.adminEmail = null;
    if (mine(row.target_user_id, row.target_email)) data.targetEmail = null;
    for (const field of ['before', 'after', 'details'] as const) {
      if (row[field] === null) continue;
      const out = redact(row[field], patterns);
      if (out.changed) data[field] = out.value as Prisma.InputJsonValue;
    }
    if (!Object.keys(data).length) continue;
    await tx.auditLogEntry.update({ where: { id: row.id }, data });
    changed++;
  }
  return changed;
}

/**
 * 5. In one transaction: the audit log redacted (above); mail to or about the person, rate-limit counters keyed by
 * their address or id, and provider webhook records that quote them deleted; and the users row made the tombstone
 * the kept rows point at — same id, no address, name, password, avatar, language, preferences or Stripe customer,
 * `deleted_at` kept. The address is free to register again from the commit.
 */
export async function anonymiseAccount(services: Pick<Services, 'prisma'>, subject: DeletionSubject, ctx: StepContext, markDone: (tx: Prisma.TransactionClient) => Promise<void>): Promise<void> {
  const { userId, email, fullName } = subject;
  const counts = await services.prisma.$transaction(
    async (tx) => {
      const audit = await redactAuditLog(tx, subject);
      const name = fullName.trim();
      const mail = await tx.$executeRaw`
        DELETE FROM outbox_emails
         WHERE lower("to") = ${email} OR strpos(lower(concat(subject, text, html)), ${email}) > 0
            OR (kind = 'team_invitation' AND length(${name}) >= 2 AND strpos(text, ${name}) > 0)`;
      await tx.$executeRaw`DELETE FROM rate_limits WHERE strpos(lower(key), ${email}) > 0 OR strpos(key, ${userId}) > 0`;
      const webhooks = await tx.$executeRaw`DELETE FROM webhook_deliveries WHERE strpos(payload, ${userId}) > 0 OR strpos(lower(payload), ${email}) > 0`;
      await tx.user.update({
        where: { id: userId },
        data: {
          email: tombstoneEmail(userId),
          fullName: DELETED_NAME,
          passwordHash: NO_PASSWORD,
          avatarUrl: null,
          marketingOptIn: false,
          isAdmin: false,
          emailConfirmedAt: null,
          locale: null,
          notificationEmailPrefs: {},
          currentTeamId: null,
          currentCustomModelId: null,
          planId: null,
          stripeCustomerId: null,
          flaggedAt: null,
          flagReason: null,
          disabledReason: null,
        },
      });
      await markDone(tx);
      return { audit, mail, webhooks };
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
  ctx.log.info(counts, 'account deletion: account anonymised');
}
