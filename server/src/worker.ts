import { loadEnv } from './env';
import { createServices } from './services';

/**
 * Worker process (production): runs the job workers — training, mail delivery, retention — without serving
 * HTTP. Any number can run beside the API processes (RUN_WORKERS=false there); pg-boss hands each job to one,
 * and a job whose worker dies is retried by another after its heartbeat lapses.
 */
async function main() {
  const env = loadEnv({ ...process.env, RUN_WORKERS: 'true' });
  const services = await createServices(env);
  console.log(`Kadr worker ready (${services.db.kind === 'pglite' ? 'embedded PGlite database' : 'PostgreSQL'})`);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[worker] ${signal}: finishing running jobs`);
    await services.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
