import { loadEnv } from '../../core/src/env';
import { onShutdown, runMain } from './lib/process-lifecycle';
import { createServices } from './services';

/**
 * Worker process (production): runs the job workers — training, mail delivery, webhook processing, retention —
 * without serving HTTP. Any number can run beside the API processes (RUN_WORKERS=false there); pg-boss hands each
 * job to one, and a job whose worker dies is retried by another after its heartbeat lapses.
 */
async function main() {
  const env = loadEnv({ ...process.env, RUN_WORKERS: 'true' });
  const services = await createServices(env);
  services.log.info({ database: services.db.kind }, 'Kadr worker ready');
  // Stopping lets running jobs finish (up to 10 s); an unfinished one resumes elsewhere from its checkpoints.
  onShutdown('worker', () => services.close(), services.log);
}

runMain(main);
