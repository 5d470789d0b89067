// Writes the hand-built Temporal histories the generation replay tests read (see
// temporal/__fixtures__/temporal-history.ts): one run of a generation workflow each, with the timeouts the
// workflows ask for. Run: node --import tsx workflows/src/generation/__fixtures__/write-histories.ts
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { History } from '../../temporal/__fixtures__/temporal-history';
import { BACKGROUND_TASK_QUEUE, backgroundWorkflowId, CHANGE_BACKGROUND_WORKFLOW } from '../change-background.contract';
import type { ChangeBackgroundInput } from '@kadr/core/jobs/background-job';
import {
  GENERATE_HEADSHOTS_WORKFLOW,
  GENERATION_FAILURE,
  GENERATION_TASK_QUEUE,
  generationWorkflowId,
  type ProcessedHeadshot,
} from '../generate-headshots.contract';
import { NO_IMAGES_MESSAGE, type GenerateHeadshotsInput } from '@kadr/core/jobs/headshot-job';
import { GENERATE_VIDEO_WORKFLOW, VIDEO_TASK_QUEUE, videoWorkflowId, type PreparedFrame, type ProcessedVideo } from '../generate-video.contract';
import type { GenerateVideoInput } from '@kadr/core/jobs/video-job';
import { MODEL_NOT_READY_MESSAGE } from '../model-profile';

const headshotsInput: GenerateHeadshotsInput = {
  jobId: 'job-1',
  userId: 'user-1',
  modelId: 'model-1',
  provider: 'local',
  holdId: 'hold-1',
  style: 'professional',
  quality: 'standard',
  count: 2,
  aspectRatio: '1:1',
  intensity: 0.7,
  prompt: 'studio headshot, grey background',
  negativePrompt: null,
  promptHints: { background: 'grey' },
};

const videoInput: GenerateVideoInput = {
  jobId: 'job-2',
  userId: 'user-1',
  videoId: 'video-1',
  holdId: 'hold-2',
  modelId: 'model-1',
  sourceImageId: null,
  style: 'professional',
  motion: 'parallax',
  prompt: 'slow push-in',
  durationSeconds: 5,
  quality: 'standard',
  provider: 'local',
};

const backgroundInput: ChangeBackgroundInput = {
  jobId: 'job-3',
  userId: 'user-1',
  holdId: 'hold-3',
  cost: 1,
  sourceImageId: 'image-1',
  imageId: 'image-2',
  mode: { kind: 'solid', color: '#f2f2f2' },
};

// What each workflow asks for (generate-headshots.workflow.ts etc.), as the server records it.
const SHORT = { startToCloseTimeout: '120s' };
const HEADSHOT_ENGINE = { startToCloseTimeout: '1800s', heartbeatTimeout: '30s' };
const SETTLE = { startToCloseTimeout: '60s' };
const VIDEO_LOCAL = { startToCloseTimeout: '900s', heartbeatTimeout: '30s' };
const VIDEO_PROVIDER = { startToCloseTimeout: '10800s', heartbeatTimeout: '30s' };
const VIDEO_SETTLE = { startToCloseTimeout: '120s' };
const BACKGROUND_ENGINE = { startToCloseTimeout: '900s', heartbeatTimeout: '30s' };

const headshots = () =>
  new History({ workflowType: GENERATE_HEADSHOTS_WORKFLOW, workflowId: generationWorkflowId(headshotsInput.jobId), taskQueue: GENERATION_TASK_QUEUE, args: [headshotsInput] });
const processed: ProcessedHeadshot[] = [
  { status: 'succeeded', width: 1024, height: 1024, identityScore: 0.82 },
  { status: 'succeeded', width: 1024, height: 1024, identityScore: 0.77 },
];
const imageId = (index: number) => `00000000-0000-8000-8000-00000000000${index}`;

/** 'preparing' and the model's profile read. */
function prepared(h: History): History {
  h.started();
  h.step('setStage', [headshotsInput, 'preparing', 5], undefined, SHORT);
  h.step('prepare', [headshotsInput], undefined, SHORT);
  return h;
}

/** Two images made and delivered, each charged 1 credit. */
function headshotsSucceeded() {
  const h = prepared(headshots());
  h.step('setStage', [headshotsInput, 'processing', 10], undefined, SHORT);
  h.step('processImage', [headshotsInput, 0], processed[0], HEADSHOT_ENGINE);
  h.step('setStage', [headshotsInput, 'processing', 43], undefined, SHORT);
  h.step('processImage', [headshotsInput, 1], processed[1], HEADSHOT_ENGINE);
  for (const [index, progress] of [[0, 75], [1, 85]] as const) {
    h.step('setStage', [headshotsInput, 'rendering', progress], undefined, SHORT);
    h.step('renderImage', [headshotsInput, index, processed[index]], { status: 'succeeded', imageId: imageId(index), cost: 1 }, SHORT);
    h.step('captureImage', [headshotsInput, index, 1], undefined, SHORT);
  }
  h.step('setStage', [headshotsInput, 'finalizing', 95], undefined, SHORT);
  const result = { status: 'succeeded', delivered: 2, failed: 0 };
  h.step('complete', [headshotsInput], result, SETTLE);
  return h.completed(result);
}

/** Image 1's engine step fails on every attempt: it is recorded as failed, not charged; image 0 is delivered. */
function headshotsImageFailed() {
  const h = prepared(headshots());
  h.step('setStage', [headshotsInput, 'processing', 10], undefined, SHORT);
  h.step('processImage', [headshotsInput, 0], processed[0], HEADSHOT_ENGINE);
  h.step('setStage', [headshotsInput, 'processing', 43], undefined, SHORT);
  const second = h.scheduleActivity('processImage', [headshotsInput, 1], h.workflowTask(), HEADSHOT_ENGINE);
  h.activityFailed(second, { message: 'Input buffer contains unsupported image format', type: 'Error', nonRetryable: false, attempt: 3 });
  h.step('setStage', [headshotsInput, 'rendering', 75], undefined, SHORT);
  h.step('renderImage', [headshotsInput, 0, processed[0]], { status: 'succeeded', imageId: imageId(0), cost: 1 }, SHORT);
  h.step('captureImage', [headshotsInput, 0, 1], undefined, SHORT);
  h.step('setStage', [headshotsInput, 'rendering', 85], undefined, SHORT);
  h.step('renderImage', [headshotsInput, 1, null], { status: 'failed', message: 'This image could not be rendered' }, SHORT);
  h.step('setStage', [headshotsInput, 'finalizing', 95], undefined, SHORT);
  const result = { status: 'succeeded', delivered: 1, failed: 1 };
  h.step('complete', [headshotsInput], result, SETTLE);
  return h.completed(result);
}

/** The model's profile can't be read: an expected failure, so the job fails with its message at once. */
function headshotsModelNotReady() {
  const h = headshots().started();
  h.step('setStage', [headshotsInput, 'preparing', 5], undefined, SHORT);
  h.activityFailed(h.scheduleActivity('prepare', [headshotsInput], h.workflowTask(), SHORT), { message: MODEL_NOT_READY_MESSAGE, type: GENERATION_FAILURE });
  const result = { status: 'failed', message: MODEL_NOT_READY_MESSAGE };
  h.step('fail', [headshotsInput, MODEL_NOT_READY_MESSAGE], result, SETTLE);
  return h.completed(result);
}

/**
 * An operator cancels the workflow while image 0 renders: the activity confirms the cancel, the next step is
 * refused in the cancelled scope, and `fail` still runs (it releases the hold).
 */
function headshotsCanceled() {
  const h = prepared(headshots());
  h.step('setStage', [headshotsInput, 'processing', 10], undefined, SHORT);
  const first = h.scheduleActivity('processImage', [headshotsInput, 0], h.workflowTask(), HEADSHOT_ENGINE);
  h.cancelRequested();
  const cancelRequested = h.activityCancelRequested(first, h.workflowTask());
  h.activityCanceled(first, cancelRequested);
  const task = h.workflowTask();
  h.skipActivity(); // setStage 'processing' of image 1, refused in the cancelled scope
  const result = { status: 'failed', message: NO_IMAGES_MESSAGE };
  h.activityCompleted(h.scheduleActivity('fail', [headshotsInput, NO_IMAGES_MESSAGE], task, SETTLE), result);
  return h.completed(result);
}

const video = () => new History({ workflowType: GENERATE_VIDEO_WORKFLOW, workflowId: videoWorkflowId(videoInput.jobId), taskQueue: VIDEO_TASK_QUEUE, args: [videoInput] });
const frame: PreparedFrame = { frameKey: 'users/user-1/videos/video-1-frame.jpg', maskKey: 'users/user-1/videos/video-1-mask.png' };
const rendered: ProcessedVideo = { width: 1024, height: 1024, fps: 30, durationSeconds: 5, bytes: 812_345 };
export const VIDEO_REFUSED = 'The video provider refused the image: no face found';

function untilProcessing(h: History): number {
  h.started();
  h.step('setStage', [videoInput, 'preparing', 5], undefined, SHORT);
  h.step('prepare', [videoInput], frame, VIDEO_LOCAL);
  h.step('setStage', [videoInput, 'processing', 20], undefined, SHORT);
  return h.scheduleActivity('process', [videoInput, frame], h.workflowTask(), VIDEO_PROVIDER);
}

function videoSucceeded() {
  const h = video();
  h.activityCompleted(untilProcessing(h), rendered);
  h.step('setStage', [videoInput, 'rendering', 85], undefined, SHORT);
  h.step('render', [videoInput, rendered], undefined, VIDEO_LOCAL);
  h.step('setStage', [videoInput, 'finalizing', 95], undefined, SHORT);
  h.step('capture', [videoInput], undefined, SHORT);
  const result = { status: 'succeeded', videoId: videoInput.videoId };
  h.step('complete', [videoInput], result, VIDEO_SETTLE);
  return h.completed(result);
}

function videoProviderFailed() {
  const h = video();
  h.activityFailed(untilProcessing(h), { message: VIDEO_REFUSED, type: GENERATION_FAILURE });
  h.step('fail', [videoInput, VIDEO_REFUSED], undefined, VIDEO_SETTLE);
  return h.completed({ status: 'failed', message: VIDEO_REFUSED });
}

const background = () =>
  new History({ workflowType: CHANGE_BACKGROUND_WORKFLOW, workflowId: backgroundWorkflowId(backgroundInput.jobId), taskQueue: BACKGROUND_TASK_QUEUE, args: [backgroundInput] });

function backgroundSucceeded() {
  const h = background().started();
  const size = { width: 1024, height: 1024 };
  h.step('setStage', [backgroundInput, 'preparing', 10], undefined, SHORT);
  h.step('prepare', [backgroundInput], undefined, SHORT);
  h.step('setStage', [backgroundInput, 'processing', 25], undefined, SHORT);
  h.step('process', [backgroundInput], size, BACKGROUND_ENGINE);
  h.step('setStage', [backgroundInput, 'rendering', 80], undefined, SHORT);
  h.step('render', [backgroundInput, size], undefined, SHORT);
  h.step('setStage', [backgroundInput, 'finalizing', 95], undefined, SHORT);
  h.step('capture', [backgroundInput], undefined, SHORT);
  const result = { status: 'succeeded', imageId: backgroundInput.imageId };
  h.step('complete', [backgroundInput], result, SETTLE);
  return h.completed(result);
}

const histories = {
  'generate-headshots.succeeded': headshotsSucceeded,
  'generate-headshots.image-failed': headshotsImageFailed,
  'generate-headshots.model-not-ready': headshotsModelNotReady,
  'generate-headshots.canceled': headshotsCanceled,
  'generate-video.succeeded': videoSucceeded,
  'generate-video.provider-failed': videoProviderFailed,
  'change-background.succeeded': backgroundSucceeded,
};

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, build] of Object.entries(histories)) {
    writeFileSync(join(import.meta.dirname, `${name}.json`), `${JSON.stringify(build(), null, 2)}\n`);
  }
}
