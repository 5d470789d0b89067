import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SqlRunner } from './database';
import { splitSqlStatements } from './split-sql';

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

/** Reads prisma/migrations/<name>/migration.sql in name order, as `prisma migrate deploy` does. */
export function readMigrations(dir: string): MigrationFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'migration.sql')))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

// Prisma's own history table, so `prisma migrate deploy` and `migrate status` agree with what ran here.
const HISTORY_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

const LOCK_KEY = 72_707_369; // arbitrary, shared by every process that migrates this database

/**
 * Applies pending migrations, each in its own transaction, under an advisory lock so concurrent starters
 * do not race. A migration whose file changed after it was applied is refused rather than silently skipped.
 */
export async function migrate(sql: SqlRunner, migrations: MigrationFile[]): Promise<string[]> {
  // Callers pass a single-session runner (Database.withSession): the advisory lock belongs to a session.
  const applied: string[] = [];
  await sql.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
  try {
    await sql.exec(HISTORY_TABLE);
    const rows = await sql.query<{ migration_name: string; checksum: string }>(
      'SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
    const done = new Map(rows.map((r) => [r.migration_name, r.checksum]));
    for (const m of migrations) {
      const previous = done.get(m.name);
      if (previous) {
        if (previous !== m.checksum) throw new Error(`Migration ${m.name} was modified after it was applied`);
        continue;
      }
      // The history row is written in the same transaction: a failed migration leaves nothing behind.
      const record = `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
        VALUES ('${randomUUID()}', '${m.checksum}', now(), ${literal(m.name)}, 1)`;
      await applyInTransaction(sql, m.name, [...splitSqlStatements(m.sql), record]);
      applied.push(m.name);
    }
  } finally {
    await sql.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]);
  }
  return applied;
}

/**
 * Runs a migration's statements one at a time in one transaction (split by a lexer that knows quotes, comments and
 * `$$` bodies: a trigger function's body holds `;`), so a failure names its statement and leaves nothing behind.
 */
async function applyInTransaction(sql: SqlRunner, name: string, statements: string[]): Promise<void> {
  await sql.exec('BEGIN');
  let current = 0;
  try {
    for (; current < statements.length; current++) await sql.exec(statements[current]!);
    await sql.exec('COMMIT');
  } catch (err) {
    await sql.exec('ROLLBACK').catch(() => {});
    const statement = statements[current]?.replace(/\s+/g, ' ').slice(0, 120);
    throw new Error(`Migration ${name} failed at statement ${current + 1} (${statement ?? 'COMMIT'}): ${(err as Error).message}`);
  }
}

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
