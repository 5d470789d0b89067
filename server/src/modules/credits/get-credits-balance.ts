import type { Services } from '../../services';

/**
 * Available credits = sum of the append-only ledger minus what open holds still reserve. One statement, so
 * the two parts are read from the same snapshot.
 */
export async function getCreditsBalance({ db }: Services, userId: string): Promise<number> {
  const [row] = await db.sql.query<{ balance: string | number }>(
    `SELECT
       COALESCE((SELECT SUM(amount) FROM credit_ledger_entries WHERE user_id = $1), 0)
     - COALESCE((SELECT SUM(amount - captured) FROM credit_holds WHERE user_id = $1 AND status = 'open'), 0)
       AS balance`,
    [userId],
  );
  return Number(row?.balance ?? 0);
}
