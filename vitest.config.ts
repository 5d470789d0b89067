import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { messagesPlugin } from './client/messages-plugin.ts';

const require = createRequire(import.meta.url);

export default defineConfig({
  // graphql 16 ships both CJS (main) and ESM (module) without an exports map. Node loads the CJS build for
  // dependencies (Pothos, Yoga); Vite would pick the ESM one for our files. Two copies break instanceof checks.
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    projects: [
      {
        plugins: [messagesPlugin()],
        test: {
          name: 'unit',
          include: [
            'core/src/**/*.test.ts',
            'server/src/**/*.test.ts',
            'workflows/src/**/*.test.ts',
            'client/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          // Several unit tests run the real engines (sharp, libheif, the face models, ffmpeg): seconds each on an idle
          // machine, and several times that on a busy one. The timeout is there to end a hang, not to time them.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // The second one only reserves a folder; radosgw starts when a test first asks for S3.
          globalSetup: ['tests/support/global-setup.ts', 'tests/support/radosgw-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Production's shape: several API and worker processes on PostgreSQL and S3, processes killed mid-way.
          name: 'topology',
          include: ['tests/topology/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts', 'tests/support/radosgw-setup.ts'],
          testTimeout: 900_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // expect.poll's 1 s default: one page read (innerText through the browser) can take longer than that on a
          // busy two-core machine, and the poll then fails although the page is right. It still polls every 50 ms.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
