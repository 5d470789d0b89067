/** Runs `stop` once on SIGINT/SIGTERM, then exits; a second signal while stopping is ignored. */
export function onShutdown(name: string, stop: () => Promise<void>): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[${name}] ${signal}: shutting down`);
    try {
      await stop();
    } catch (err) {
      console.error(`[${name}] shutdown failed: ${(err as Error).message}`);
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/** Runs an entry point; a startup failure prints its message (e.g. a configuration error) and exits 1. */
export function runMain(main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
