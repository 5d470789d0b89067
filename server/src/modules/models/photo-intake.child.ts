// A photo-check process (see photo-intake.ts): loads the face models, then normalizes and checks staged uploads.
import sharp from 'sharp';
import { getFaceEngine } from '@kadr/core/vision/human';
import { servePoolTasks } from '../../lib/process-pool';
import { intakeAndCheck, type PhotoIntakeJob, type PhotoIntakeResult } from './photo-intake';

// A photo or two at a time here: libvips needs no open-file cache (each staged file is read once, then deleted), only a
// small operation cache, and at most 2 threads for one image.
sharp.cache({ memory: 32, files: 0, items: 32 });
sharp.concurrency(Math.min(2, sharp.concurrency()));

// Ready once the models are loaded and warmed up (~1 s): the pool sends photos only then.
servePoolTasks<PhotoIntakeJob, PhotoIntakeResult>(intakeAndCheck, getFaceEngine);
