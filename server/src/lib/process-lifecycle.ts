import { defaultLogger, type Logger } from '@kadr/core/log/logger';

/**
 * Runs `stop` once on SIGINT/SIGTERM, then exits 0 (1 when it throws); a second signal while stopping is ignored.
 * A stop still running after `forceExitMs` (a handler that ignores its abort, a connection that never closes) is
 * given up: the process exits 1, as an orchestrator's SIGKILL would end it, but with a line saying why.
 */
export function onShutdown(name: string, stop: () => Promise<void>, log: Logger, options: { forceExitMs?: number } = {}): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ process: name, signal }, 'shutting down');
    if (options.forceExitMs !== undefined) {
      setTimeout(() => {
        log.fatal({ process: name, afterMs: options.forceExitMs }, 'shutdown did not finish in time: exiting');
        process.exit(1);
      }, options.forceExitMs).unref();
    }
    try {
      await stop();
    } catch (err) {
      log.fatal({ process: name, err }, 'shutdown failed');
      process.exit(1);
    }
    log.info({ process: name }, 'stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/**
 * Runs an entry point; a startup failure (e.g. a configuration error, before LOG_LEVEL is known) is logged with its
 * message, and the process exits 1.
 */
export function runMain(main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    defaultLogger().fatal({ err }, err instanceof Error ? err.message : String(err));
    process.exit(1);
  });
}
