// Style previews and the event loop (issue #15): a first start draws every catalogue style's preview (about a second
// of CPU each). Measured here on the real sync (startStylePresetsSync, PostgreSQL, a fresh local store so that every
// preview is drawn), once with the previews drawn on the main thread as before and once in the preview process
// (style-preview-pool.ts), in one run: the longest the main thread's event loop was held (what a request or a job's
// heartbeat waited at worst), its p99 delay, and the sync's wall time. Prints figures, no pass/fail.
//   npm run bench -- style-previews
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadEnv } from '@kadr/core/env';
import { LocalObjectStore } from '@kadr/core/object-store/local-store';
import { renderStylePreviewOffThread } from '@kadr/server/modules/styles/style-preview-pool';
import { startStylePresetsSync, type StylePreviewRenderer } from '@kadr/server/modules/styles/sync-style-presets';
import { createServices } from '@kadr/server/services';
import { renderStylePreview } from '@kadr/workflows/inference/local/style-preview';
import { longestBlock } from '@kadr/workflows/inference/event-loop';
import { createBenchDatabase } from './bench-database';

export async function benchStylePreviews() {
  const benchDb = await createBenchDatabase('kadr_bench_styles');
  const dataDir = mkdtempSync(join(tmpdir(), 'kadr-bench-styles-'));
  const services = await createServices(
    loadEnv({ DATABASE_URL: benchDb.url, DATA_DIR: dataDir, JWT_SECRET: 's'.repeat(40), RUN_WORKERS: 'false', STYLE_PRESETS_SYNC: 'false', LOG_LEVEL: 'silent' }),
  );
  const rows: Record<string, Record<string, string | number>> = {};
  try {
    const modes: [string, StylePreviewRenderer][] = [
      ['main thread (before)', (id) => renderStylePreview(id)],
      ['preview process (now)', renderStylePreviewOffThread],
    ];
    for (const [name, render] of modes) {
      // A store of its own, so every preview is missing and drawn.
      const store = new LocalObjectStore({ dir: mkdtempSync(join(dataDir, 'store-')), publicUrl: 'http://bench.test', secret: Buffer.alloc(32, 7) });
      const delay = monitorEventLoopDelay({ resolution: 5 });
      delay.enable();
      const load0 = loadavg()[0]!;
      const { result, longestMs, totalMs } = await longestBlock(() => startStylePresetsSync({ ...services, store }, render).done);
      delay.disable();
      rows[name] = {
        previews: result?.rendered.length ?? 'failed',
        'sync wall s': (totalMs / 1000).toFixed(1),
        'longest block ms': longestMs,
        'p99 loop delay ms': (delay.percentile(99) / 1e6).toFixed(1),
        'mean loop delay ms': (delay.mean / 1e6).toFixed(1),
        'load 1m': `${load0.toFixed(2)} → ${loadavg()[0]!.toFixed(2)}`,
      };
    }
  } finally {
    await services.close();
    await benchDb.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\nStyle preview sync on a fresh store: the main thread's event loop meanwhile (${cpus().length} cores; a 5 ms probe)`);
  console.table(rows);
}
