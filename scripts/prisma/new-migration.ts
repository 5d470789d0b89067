// Usage: npm run migrate:new -- <name>
// Diffs prisma/schema.prisma against a scratch database migrated with the committed migrations and writes
// the difference as prisma/migrations/<timestamp>_<name>/migration.sql. Uses the WASM schema engine, so it
// works where Prisma's native engine cannot be downloaded. `--check` exits 1 if the schema has drifted.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { migrate, readMigrations } from '@kadr/core/db/migrate';
import { openDatabase } from '@kadr/core/db/database';
import { loadSchemaEngine } from './wasm-engine';

const root = new URL('../..', import.meta.url).pathname;
const migrationsDir = join(root, 'prisma/migrations');
const schemaFile = join(root, 'prisma/schema.prisma');

const isEmptyDiff = (sql: string) => sql === '' || /^-- This is an empty migration\.?$/.test(sql);

export const schemaSource = () => ({ path: schemaFile, content: readFileSync(schemaFile, 'utf8') });

/** SQL that would bring the committed migrations to `schema` (default: prisma/schema.prisma); '' when none. */
export async function diffSchemaAgainstMigrations(serverUrl: string, schema = schemaSource()): Promise<string> {
  const scratch = `kadr_migrate_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${scratch}`);
  const url = new URL(serverUrl);
  url.pathname = `/${scratch}`;
  try {
    const db = await openDatabase({ url: url.toString(), dataDir: '' });
    await db.withSession((sql) => migrate(sql, readMigrations(migrationsDir)));
    await db.close();
    const engine = await loadSchemaEngine(url.toString(), schemaFile);
    const result = await engine
      .diff({
      // schemaDatasource = the live database behind the engine's adapter (the scratch one).
      from: { tag: 'schemaDatasource', files: [schemaSource()], configDir: root },
      to: { tag: 'schemaDatamodel', files: [schema] },
      script: true,
      exitCode: null,
      shadowDatabaseUrl: null,
      filters: { externalTables: ['public._prisma_migrations'], externalEnums: [] },
      })
      .finally(() => engine.free());
    const sql = (result.stdout ?? '').trim();
    return isEmptyDiff(sql) ? '' : sql;
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
    await admin.end();
  }
}


if (import.meta.url === `file://${process.argv[1]}`) {
  const serverUrl = process.env.MIGRATE_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
  const args = process.argv.slice(2);
  const sql = await diffSchemaAgainstMigrations(serverUrl);
  if (args.includes('--check')) {
    if (!isEmptyDiff(sql)) {
      console.error('prisma/schema.prisma differs from prisma/migrations; run npm run migrate:new -- <name>\n' + sql);
      process.exit(1);
    }
    console.log('migrations match prisma/schema.prisma');
    process.exit(0);
  }
  const name = (args[0] ?? '').replace(/[^a-z0-9_]/gi, '_').toLowerCase();
  if (!name) throw new Error('usage: npm run migrate:new -- <name>');
  if (isEmptyDiff(sql)) {
    console.log('No schema changes.');
    process.exit(0);
  }
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const dir = join(migrationsDir, `${stamp}_${name}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'migration.sql'), sql + '\n');
  writeFileSync(join(migrationsDir, 'migration_lock.toml'), 'provider = "postgresql"\n');
  console.log(`Wrote ${dir}/migration.sql`);
  process.exit(0);
}
