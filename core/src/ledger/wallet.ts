import { CoalescedReads, coalescedPer } from '../db/coalesced-reads';
import type { SqlRunner } from '../db/database';
import type { Prisma } from '../generated/prisma/client';

/**
 * Who owns credits: a user's personal wallet or a team's. The same shape as the owner columns of the ledger
 * (`credit_ledger_entries`, `credit_holds`): exactly one of `user_id` and `team_id` is set, so a wallet spreads
 * into a row's data as it is. Who spent (a team member, an administrator) is recorded apart, as `actorId`.
 */
export type Wallet = { userId: string; teamId?: never } | { teamId: string; userId?: never };

export const personalWallet = (userId: string): Wallet => ({ userId });
export const teamWallet = (teamId: string): Wallet => ({ teamId });

/** The wallet of a ledger row, a hold or an input with owner columns: its team's when it has one, else its user's. */
export function walletOwning(owner: { userId?: string | null; teamId?: string | null }): Wallet {
  if (owner.teamId) return { teamId: owner.teamId };
  if (!owner.userId) throw new Error('a ledger movement without an owner');
  return { userId: owner.userId };
}


/**
 * Locks the wallet's owner row for the rest of the transaction: every change to one wallet's balance runs one at
 * a time, so it never goes negative. A transaction that also inserts rows referencing the owner (the job a hold
 * is for) must call this first: the insert takes a KEY SHARE lock on that row, and two such transactions
 * upgrading it to FOR UPDATE afterwards deadlock.
 */
export async function lockWallet(tx: Prisma.TransactionClient, wallet: Wallet): Promise<void> {
  if (wallet.teamId) await tx.$queryRaw`SELECT id FROM teams WHERE id = ${wallet.teamId}::uuid FOR UPDATE`;
  else await tx.$queryRaw`SELECT id FROM users WHERE id = ${wallet.userId}::uuid FOR UPDATE`;
}

/** Ledger sum minus what open holds still reserve, in one statement (one snapshot): of a team's wallet ($1: its id). */
const TEAM_BALANCE = `
  SELECT
    COALESCE((SELECT SUM(amount) FROM credit_ledger_entries WHERE team_id = $1::uuid), 0)
  - COALESCE((SELECT SUM(amount - captured) FROM credit_holds WHERE team_id = $1::uuid AND status = 'open'), 0)
    AS balance`;

/** The same of a user's personal wallet ($1: the user's id). */
const PERSONAL_BALANCE = `
  SELECT
    COALESCE((SELECT SUM(amount) FROM credit_ledger_entries WHERE user_id = $1::uuid AND team_id IS NULL), 0)
  - COALESCE((SELECT SUM(amount - captured) FROM credit_holds WHERE user_id = $1::uuid AND team_id IS NULL AND status = 'open'), 0)
    AS balance`;

type BalanceRow = { balance: bigint | number | string | null };

/** Ledger sum minus what open holds still reserve, in one statement (one snapshot), inside a transaction. */
export async function availableCredits(db: Prisma.TransactionClient, wallet: Wallet): Promise<number> {
  const [row] = wallet.teamId
    ? await db.$queryRawUnsafe<BalanceRow[]>(TEAM_BALANCE, wallet.teamId)
    : await db.$queryRawUnsafe<BalanceRow[]>(PERSONAL_BALANCE, wallet.userId);
  return Number(row?.balance ?? 0);
}

/** The available credits of several personal wallets in one statement ($1: the users' ids). */
const PERSONAL_BALANCES = `
  SELECT w.id::text AS id,
         COALESCE((SELECT SUM(amount) FROM credit_ledger_entries WHERE user_id = w.id AND team_id IS NULL), 0)
       - COALESCE((SELECT SUM(amount - captured) FROM credit_holds WHERE user_id = w.id AND team_id IS NULL AND status = 'open'), 0) AS balance
    FROM unnest($1::uuid[]) AS w(id)`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const walletKey = (wallet: Wallet) => (wallet.teamId ? `t:${wallet.teamId.toLowerCase()}` : `u:${wallet.userId!.toLowerCase()}`);

/** Balances asked for in the same turn of the event loop (most signed-in screens show one): one statement per kind. */
const balances = coalescedPer(
  (sql: SqlRunner) =>
    new CoalescedReads<Wallet, number>(async (wallets) => {
      const users = wallets.flatMap((w) => (w.teamId || !w.userId ? [] : [w.userId]));
      const teams = wallets.flatMap((w) => (w.teamId ? [w.teamId] : []));
      const [personal, team] = await Promise.all([
        users.length ? sql.query<{ id: string } & BalanceRow>(PERSONAL_BALANCES, [users], 'kadr_personal_balances') : [],
        readTeamBalances(sql, teams),
      ]);
      return new Map([...personal.map((r) => [`u:${r.id}`, Number(r.balance ?? 0)] as const), ...[...team].map(([id, b]) => [`t:${id}`, b] as const)]);
    }, walletKey),
);

/**
 * availableCredits outside a transaction, on the pool (a balance shown in a request): with the other balances asked
 * for in the same turn of the event loop, in one statement (one snapshot per wallet, as before).
 */
export async function readAvailableCredits(sql: SqlRunner, wallet: Wallet): Promise<number> {
  const id = wallet.teamId ?? wallet.userId;
  if (id && UUID.test(id)) return (await balances(sql).read(wallet)) ?? 0;
  // Not a uuid: its statement fails, alone, as it always did (never the batch of other requests).
  const [row] = wallet.teamId
    ? await sql.query<BalanceRow>(TEAM_BALANCE, [wallet.teamId], 'kadr_team_balance')
    : await sql.query<BalanceRow>(PERSONAL_BALANCE, [wallet.userId], 'kadr_personal_balance');
  return Number(row?.balance ?? 0);
}

/** The available credits of several teams' wallets in one statement (a list of teams shows each one's balance). */
export async function readTeamBalances(sql: SqlRunner, teamIds: readonly string[]): Promise<Map<string, number>> {
  if (teamIds.length === 0) return new Map();
  const rows = await sql.query<{ id: string; balance: bigint | number | string | null }>(
    `SELECT t.id,
            COALESCE((SELECT SUM(amount) FROM credit_ledger_entries WHERE team_id = t.id), 0)
          - COALESCE((SELECT SUM(amount - captured) FROM credit_holds WHERE team_id = t.id AND status = 'open'), 0) AS balance
       FROM unnest($1::uuid[]) AS t(id)`,
    [teamIds],
    'kadr_team_balances',
  );
  return new Map(rows.map((r) => [r.id, Number(r.balance ?? 0)]));
}
