import type { TestApp } from './test-app';

/**
 * PostgreSQL's plan of a statement (EXPLAIN, FORMAT JSON, as one string for matching) with sequential scans turned
 * off: a test's tables are small, where a sequential scan is cheapest, so forbidding it shows which index serves.
 */
export function planWithoutSeqScan(t: TestApp, text: string, params: readonly unknown[]): Promise<string> {
  return t.services.db.withSession(async (sql) => {
    await sql.exec('SET enable_seqscan = off');
    try {
      return JSON.stringify(await sql.query(`EXPLAIN (FORMAT JSON) ${text}`, [...params]));
    } finally {
      await sql.exec('RESET enable_seqscan');
    }
  });
}
