import { ProcessPool } from '../../lib/process-pool';
import type { StylePreviewRenderer } from './sync-style-presets';

let pool: ProcessPool<string, Uint8Array> | undefined;

/**
 * Draws style previews in a child process (server/src/lib/process-pool.ts), never on the thread that answers
 * requests and runs the job engines: a preview is about a second of CPU in one stretch (the composition runs in
 * synchronous passes over the pixels), which on the main thread held every request and heartbeat that long on a
 * first start (scripts/bench-style-previews.ts measures the event loop during a sync). One process at a lower CPU
 * priority (nice 10), started for a sync and gone 10 s after its last preview; it ends with the server.
 */
export const renderStylePreviewOffThread: StylePreviewRenderer = async (styleId) => {
  pool ??= new ProcessPool(new URL('../../style-preview-process.ts', import.meta.url), { maxProcesses: 1, nice: 10, idleMs: 10_000, maxOldSpaceMb: 512 });
  // Structured clone hands a Buffer back as a plain Uint8Array.
  const bytes = await pool.run(styleId);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
};

/** The preview process's pid while it runs (none before the first preview, nor 10 s after the last). */
export const stylePreviewProcesses = (): number[] => pool?.pids ?? [];
