// A photo-check process (see photo-intake.ts): loads the face models, then normalizes and checks staged uploads.
import { getFaceEngine } from '@kadr/core/vision/human';
import { servePoolTasks } from '../../lib/process-pool';
import { configurePhotoCheckProcess, intakeAndCheck, type PhotoIntakeJob, type PhotoIntakeResult } from './photo-intake';

configurePhotoCheckProcess();
// Ready once the models are loaded and warmed up (~1 s): the pool sends photos only then.
servePoolTasks<PhotoIntakeJob, PhotoIntakeResult>(intakeAndCheck, getFaceEngine);
