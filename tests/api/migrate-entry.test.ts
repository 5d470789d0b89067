import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { readMigrations } from '@kadr/core/db/migrate';
import { migrationsDir } from '@kadr/server/services';
import { databaseUrl } from '../support/postgres';

const root = new URL('../..', import.meta.url).pathname;

/** Runs the one-shot migrate entry as docker/compose.yml's `migrate` service does; its exit code and output. */
function runMigrate(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/migrate.ts'], {
      cwd: root,
      // Only what the service sets: no JWT_SECRET or other secret is needed to migrate.
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('migrate entry (server/src/migrate.ts)', () => {
  const serverUrl = inject('pgServerUrl');
  const name = `${inject('pgPrefix')}migrate_${randomBytes(4).toString('hex')}`;
  const url = databaseUrl(serverUrl, name);
  const query = async <T extends pg.QueryResultRow>(text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<T>(text)).rows;
    } finally {
      await client.end();
    }
  };

  afterAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('migrates an empty database and installs the job queue, then finds nothing to do; a bad URL fails with exit 1', async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();

    const first = await runMigrate({ DATABASE_URL: url });
    expect(first.code, first.output).toBe(0);
    const expected = readMigrations(migrationsDir).map((m) => m.name);
    expect(expected.length).toBeGreaterThan(0);
    const rows = await query<{ migration_name: string }>('SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL ORDER BY migration_name');
    expect(rows.map((r) => r.migration_name)).toEqual(expected);
    expect(first.output).toContain(`applied ${expected.length} migrations`);
    const [boss] = await query<{ tables: string }>(`SELECT count(*)::text AS tables FROM information_schema.tables WHERE table_schema = 'pgboss'`);
    expect(Number(boss!.tables)).toBeGreaterThan(0);
    await query('SELECT 1 FROM users LIMIT 1');

    const second = await runMigrate({ DATABASE_URL: url });
    expect(second.code, second.output).toBe(0);
    expect(second.output).toContain('database up to date');

    const bad = await runMigrate({ DATABASE_URL: 'mysql://nope' });
    expect(bad.code).toBe(1);
    expect(bad.output).toContain('DATABASE_URL: must be a postgresql:// URL');
  }, 120_000);
});
