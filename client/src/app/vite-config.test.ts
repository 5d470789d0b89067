import { join } from 'node:path';
import { createLogger, loadConfigFromFile, type ConfigEnv, type LogOptions } from 'vite';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const build: ConfigEnv = { command: 'build', mode: 'production' };

/** A logger that keeps what Vite warns about while it loads a config. */
function recordingLogger() {
  const lines: string[] = [];
  const logger = createLogger('info');
  logger.warn = (message: string, _options?: LogOptions) => void lines.push(message);
  logger.warnOnce = logger.warn;
  logger.error = logger.warn;
  return { logger, lines };
}

/**
 * The web app's Vite config (and the test runner's, which loads the same messages plugin) load without a warning,
 * and load as plain Node modules: `configLoader: 'native'`, planned to be Vite's default, supports no extensionless
 * import and no JSON import without `with { type: 'json' }` (it warned about each on every build).
 */
describe.each(['client/vite.config.ts', 'vitest.config.ts'])('%s', (file) => {
  it('loads with the bundling loader without a warning', async () => {
    const { logger, lines } = recordingLogger();
    const loaded = await loadConfigFromFile(build, join(root, file), root, 'info', logger, 'bundle');
    expect(loaded?.config).toBeTruthy();
    expect(lines).toEqual([]);
  });

  it('loads with the native loader', async () => {
    const { logger, lines } = recordingLogger();
    const loaded = await loadConfigFromFile(build, join(root, file), root, 'info', logger, 'native');
    expect(loaded?.config).toBeTruthy();
    expect(lines).toEqual([]);
  });
});
