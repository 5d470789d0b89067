import { loadEnv } from '@kadr/core/env';
import { collectProcessMetrics } from '@kadr/core/metrics/metrics';
import { watchQueueDepth } from '@kadr/core/metrics/queue-depth';
import { onShutdown, runMain } from './lib/process-lifecycle';
import { createReadiness, serviceChecks } from './ops/readiness';
import { startWorkerListener } from './ops/worker-listener';
import { createServices } from './services';

/**
 * Worker process (production): runs the job workers — training, mail delivery, webhook processing, retention —
 * without serving HTTP. Any number can run beside the API processes (RUN_WORKERS=false there); pg-boss hands each
 * job to one, and a job whose worker dies is retried by another after its heartbeat lapses.
 */
async function main() {
  const env = loadEnv({ ...process.env, RUN_WORKERS: 'true' });
  collectProcessMetrics();
  const services = await createServices(env);
  watchQueueDepth(services.db.sql);
  const readiness = createReadiness(serviceChecks(services), services.log.child({ component: 'readiness' }));
  // WORKER_METRICS_PORT: /metrics, /healthz and /readyz for the operators (and the orchestrator's health check).
  const listener = env.WORKER_METRICS_PORT
    ? await startWorkerListener({ port: env.WORKER_METRICS_PORT, host: env.HOST, metricsToken: env.METRICS_TOKEN, readiness, log: services.log })
    : null;
  services.log.info({ database: services.db.kind }, 'Kadr worker ready');
  // SIGTERM: no new job is taken; running jobs get SHUTDOWN_GRACE_MS to finish, then are handed back for a retry
  // (another worker resumes them from their checkpoints, their credit holds still open).
  onShutdown(
    'worker',
    async () => {
      readiness.markStopping();
      await services.close();
      await listener?.close();
    },
    services.log,
    { forceExitMs: env.SHUTDOWN_GRACE_MS + 45_000 },
  );
}

runMain(main);
