import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../../server/src/lib/database';
import { JobQueue } from '../../server/src/lib/job-queue';
import { migrate, readMigrations } from '../../server/src/lib/migrate';
import { migrationsDir } from '../../server/src/services';
import { databaseUrl, findOrStartPostgres } from './postgres';

export const TEMPLATE_DB = `kadr_test_template_${process.pid}`;

/** One migrated template database per run; every test file clones it (CREATE DATABASE … TEMPLATE). */
export default async function setup(project: TestProject) {
  const server = await findOrStartPostgres();
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  const db = await openDatabase({ url: databaseUrl(server.url, TEMPLATE_DB), dataDir: '', poolSize: 1 });
  await db.withSession((sql) => migrate(sql, readMigrations(migrationsDir)));
  // The job queue's own schema too, so every clone starts with it installed.
  await (await JobQueue.start(db)).stop();
  await db.close();
  project.provide('pgServerUrl', server.url);
  project.provide('pgTemplate', TEMPLATE_DB);

  return async () => {
    const dbs = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'kadr_t_%' OR datname = $1`,
      [TEMPLATE_DB],
    );
    for (const { datname } of dbs.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
    await server.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
    pgTemplate: string;
  }
}
