import { defaultLogger, type Logger } from '../../../core/src/log/logger';

/** Runs `stop` once on SIGINT/SIGTERM, then exits; a second signal while stopping is ignored. */
export function onShutdown(name: string, stop: () => Promise<void>, log: Logger): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ process: name, signal }, 'shutting down');
    try {
      await stop();
    } catch (err) {
      log.fatal({ process: name, err }, 'shutdown failed');
      process.exit(1);
    }
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
