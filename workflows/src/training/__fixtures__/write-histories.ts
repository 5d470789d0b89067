// Writes the hand-built Temporal histories the replay tests read (see temporal/__fixtures__/temporal-history.ts):
// one run of trainModel each. Run: node --import tsx workflows/src/training/__fixtures__/write-histories.ts
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { History as TemporalHistory } from '../../temporal/__fixtures__/temporal-history';
import { TRAIN_MODEL_WORKFLOW, TRAINING_TASK_QUEUE, trainingWorkflowId, type TrainingArtifact } from '../train-model.contract';
import { TrainingFailure, type TrainModelInput } from '@kadr/core/jobs/training-job';

const input: TrainModelInput = { jobId: 'job-1', modelId: 'model-1', userId: 'user-1', holdId: 'hold-1', provider: 'replicate' };
const photoIds = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];
const artifact: TrainingArtifact = { artifactKey: 'users/user-1/models/model-1/weights.json', providerRef: 'r8-123', triggerWord: 'KADR1' };

class History extends TemporalHistory {
  constructor() {
    super({ workflowType: TRAIN_MODEL_WORKFLOW, workflowId: trainingWorkflowId(input.modelId), taskQueue: TRAINING_TASK_QUEUE, args: [input] });
  }
}

const TRAIN_TIMEOUTS = { startToCloseTimeout: '14400s', heartbeatTimeout: '30s' };

/** Up to the running training: preparing, photos collected, training stage set, train scheduled. */
function untilTraining(h: History): number {
  h.started();
  h.step('setStage', [input, 'preparing', 5]);
  h.step('collectPhotos', [input], photoIds);
  h.step('setStage', [input, 'training', 10]);
  return h.scheduleActivity('train', [input, photoIds], h.workflowTask(), TRAIN_TIMEOUTS);
}

function succeeded() {
  const h = new History();
  h.activityCompleted(untilTraining(h), artifact);
  h.step('setStage', [input, 'finalizing', 95]);
  h.step('complete', [input, artifact]);
  return h.completed({ status: 'succeeded', artifact });
}

function providerFailed() {
  const h = new History();
  const message = 'Replicate: training failed (CUDA out of memory)';
  h.activityFailed(untilTraining(h), { message, type: TrainingFailure.PROVIDER_FAILED });
  h.step('fail', [input, TrainingFailure.PROVIDER_FAILED, message]);
  return h.completed({ status: 'failed', failure: TrainingFailure.PROVIDER_FAILED, message });
}

/** The user cancels while the provider trains: the activity stops (TrainingCanceled), then the hold is released. */
function canceledDuringTrain() {
  const h = new History();
  const train = untilTraining(h);
  h.cancelRequested();
  h.activityCancelRequested(train, h.workflowTask());
  h.activityFailed(train, { message: 'Training canceled', type: 'TrainingCanceled' });
  h.step('cancel', [input]);
  return h.completed({ status: 'canceled' });
}

/** The user cancels during the first step: it finishes, the next one is never scheduled, the hold is released. */
function canceledWhilePreparing() {
  const h = new History();
  h.started();
  const first = h.scheduleActivity('setStage', [input, 'preparing', 5], h.workflowTask());
  h.cancelRequested();
  h.activityCancelRequested(first, h.workflowTask());
  h.activityCompleted(first);
  h.skipActivity(); // collectPhotos, refused in the cancelled scope
  h.step('cancel', [input]);
  return h.completed({ status: 'canceled' });
}

const histories = { succeeded, 'provider-failed': providerFailed, 'canceled-during-train': canceledDuringTrain, 'canceled-while-preparing': canceledWhilePreparing };

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, build] of Object.entries(histories)) {
    writeFileSync(join(import.meta.dirname, `train-model.${name}.json`), `${JSON.stringify(build(), null, 2)}\n`);
  }
}
