// A photo-check process (see photo-intake.ts): normalizes and checks staged uploads, one at a time.
import sharp from 'sharp';
import { servePoolTasks } from '../../lib/process-pool';
import { intakeAndCheck, type PhotoIntakeJob, type PhotoIntakeResult } from './photo-intake';

// One photo at a time here: libvips needs no open-file cache (each staged file is read once, then deleted), only a
// small operation cache, and at most 2 threads for one image.
sharp.cache({ memory: 32, files: 0, items: 32 });
sharp.concurrency(Math.min(2, sharp.concurrency()));

servePoolTasks<PhotoIntakeJob, PhotoIntakeResult>(intakeAndCheck);
