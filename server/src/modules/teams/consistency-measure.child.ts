// A consistency-measuring process (see consistency-measure.ts): loads the face and segmentation models, then measures
// delivered team images.
import { measureHeadshotFile } from '@kadr/core/vision/headshot-measure';
import { getFaceEngine } from '@kadr/core/vision/human';
import { getSegmenter } from '@kadr/core/vision/segmentation';
import { servePoolTasks } from '../../lib/process-pool';
import type { MeasureJob } from './consistency-measure';

const engines = () => Promise.all([getFaceEngine(), getSegmenter()]).then(([faceEngine, segmenter]) => ({ faceEngine, segmenter }));

servePoolTasks(async ({ file }: MeasureJob) => measureHeadshotFile(file, await engines()), engines);
