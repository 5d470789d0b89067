// The generation workflows, as the generation workers bundle them into Temporal's sandbox (one bundle, three
// task queues: see worker.ts).
export { changeBackground } from '../generation/change-background.workflow';
export { generateHeadshots } from '../generation/generate-headshots.workflow';
export { generateVideo } from '../generation/generate-video.workflow';
