import { configSchema } from '@kadr/core/env';
import { openDatabase } from '@kadr/core/db/database';
import { migrate, readMigrations } from '@kadr/core/db/migrate';
import { createLogger } from '@kadr/core/log/logger';
import { JobQueue } from '@kadr/core/queue/job-queue';
import { runMain } from './lib/process-lifecycle';
import { migrationsDir } from './services';

/**
 * One-shot entry (production: the `migrate` service of docker/compose.yml, before any API or worker starts): applies
 * the pending migrations of prisma/migrations and installs or updates pg-boss's schema, then exits 0; any failure
 * exits 1. It reads only the variables it uses (no secrets). API and worker processes still check at start, under
 * the same advisory lock, and then find nothing to do.
 */
async function main() {
  const parsed = configSchema
    .pick({ DATABASE_URL: true, DATA_DIR: true, LOG_LEVEL: true })
    .safeParse(Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== undefined && v !== '')));
  if (!parsed.success) {
    throw new Error(`Invalid configuration:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  }
  const env = parsed.data;
  const log = createLogger(env.LOG_LEVEL);
  const db = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2, log });
  try {
    const applied = await db.withSession((sql) => migrate(sql, readMigrations(migrationsDir)));
    // pg-boss creates or migrates its own schema when it starts (under its own lock).
    const jobs = await JobQueue.start(db, { log });
    await jobs.stop();
    log.info({ database: db.kind, migrations: applied }, applied.length ? `applied ${applied.length} migrations` : 'database up to date');
  } finally {
    await db.close();
  }
}

runMain(main);
