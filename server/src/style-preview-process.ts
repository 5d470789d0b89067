// The style-preview process (see modules/styles/style-preview-pool.ts): an entry of its own, started by the API or
// worker process that syncs the style presets; it draws one style's preview JPEG at a time with the local engine.
import sharp from 'sharp';
import { renderStylePreview } from '@kadr/workflows/inference/local/style-preview';
import { servePoolTasks } from './lib/process-pool';

// One small image at a time: little cache, at most 2 libvips threads.
sharp.cache({ memory: 32, files: 0, items: 32 });
sharp.concurrency(Math.min(2, sharp.concurrency()));

servePoolTasks<string, Uint8Array>((styleId) => renderStylePreview(styleId));
