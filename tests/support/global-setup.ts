import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '@kadr/core/db/database';
import { JobQueue } from '@kadr/core/queue/job-queue';
import { migrate, readMigrations } from '@kadr/core/db/migrate';
import { isAlive } from '@kadr/core/temp-folders/temp-folders';
import { migrationsDir } from '@kadr/server/services';
import { databaseUrl, findOrStartPostgres } from './postgres';

let setups = 0;

/**
 * One migrated template database per run (and project); every test file clones it (CREATE DATABASE …
 * TEMPLATE). Names carry this process id, so concurrent runs on one PostgreSQL never touch each other's
 * databases, and databases left by a killed run are recognised and dropped.
 */
export default async function setup(project: TestProject) {
  const tag = `${process.pid}_${++setups}`;
  const TEMPLATE_DB = `kadr_test_template_${tag}`;
  const prefix = `kadr_t_${tag}_`;
  const server = await findOrStartPostgres();
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await dropLeftovers(admin);
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  const db = await openDatabase({ url: databaseUrl(server.url, TEMPLATE_DB), dataDir: '', poolSize: 1 });
  await db.withSession((sql) => migrate(sql, readMigrations(migrationsDir)));
  // The job queue's own schema too, so every clone starts with it installed.
  await (await JobQueue.start(db)).stop();
  await db.close();
  project.provide('pgServerUrl', server.url);
  project.provide('pgTemplate', TEMPLATE_DB);
  project.provide('pgPrefix', prefix);

  return async () => {
    const dbs = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE starts_with(datname, $1) OR datname = $2`,
      [prefix, TEMPLATE_DB],
    );
    for (const { datname } of dbs.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
    await server.stop();
  };
}

/** Databases of test runs whose process is gone (killed runs never reach their teardown). */
async function dropLeftovers(admin: pg.Client) {
  const dbs = await admin.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname ~ '^kadr_(t|test_template)_[0-9]+_'`,
  );
  for (const { datname } of dbs.rows) {
    const pid = Number(/^kadr_(?:t|test_template)_(\d+)_/.exec(datname)?.[1]);
    if (pid && !isAlive(pid)) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => {});
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
    pgTemplate: string;
    pgPrefix: string;
  }
}
