// Writes the hand-built Temporal histories the replay tests read (no Temporal server runs on our CI machines).
// Each history is what a server records for one run of trainModel, written out event by event in the JSON
// form `temporal workflow show --output json` prints. A history exported from a real server can replace any
// of them. Run: node --import tsx workflows/src/training/__fixtures__/write-histories.ts
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TRAINING_TASK_QUEUE, TrainingFailure, trainingWorkflowId, type TrainingArtifact, type TrainModelInput } from '../train-model.contract';

const input: TrainModelInput = { jobId: 'job-1', modelId: 'model-1', userId: 'user-1', holdId: 'hold-1', provider: 'replicate' };
const photoIds = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];
const artifact: TrainingArtifact = { artifactKey: 'users/user-1/models/model-1/weights.json', providerRef: 'r8-123', triggerWord: 'KADR1' };
const RUN_ID = '0196a0c2-7f3e-7a51-9c1e-2f3d4b5a6c7d';
const taskQueue = { name: TRAINING_TASK_QUEUE, kind: 'TASK_QUEUE_KIND_NORMAL' };
const b64 = (s: string) => Buffer.from(s).toString('base64');
const payload = (value: unknown) =>
  value === undefined ? { metadata: { encoding: b64('binary/null') } } : { metadata: { encoding: b64('json/plain') }, data: b64(JSON.stringify(value)) };

type Attrs = Record<string, unknown>;

class History {
  readonly events: Attrs[] = [];
  private time = Date.parse('2026-03-02T09:00:00Z');
  private seq = 0;
  private flagged = false;

  private add(type: string, attributes: Attrs): number {
    const eventId = this.events.length + 1;
    this.time += 500;
    const key = type.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) + 'EventAttributes';
    this.events.push({ eventId: String(eventId), eventTime: new Date(this.time).toISOString(), eventType: `EVENT_TYPE_${type}`, taskId: String(1048576 + eventId), [key]: attributes });
    return eventId;
  }

  started(): this {
    this.add('WORKFLOW_EXECUTION_STARTED', {
      workflowType: { name: 'trainModel' },
      taskQueue,
      input: { payloads: [payload(input)] },
      workflowExecutionTimeout: '0s',
      workflowRunTimeout: '0s',
      workflowTaskTimeout: '10s',
      originalExecutionRunId: RUN_ID,
      identity: 'kadr-api',
      firstExecutionRunId: RUN_ID,
      attempt: 1,
      firstWorkflowTaskBackoff: '0s',
      header: {},
      workflowId: trainingWorkflowId(input.modelId),
    });
    return this;
  }

  /** A workflow task; returns the id of its WorkflowTaskCompleted event, which the commands it sent refer to. */
  workflowTask(): number {
    const scheduled = this.add('WORKFLOW_TASK_SCHEDULED', { taskQueue, startToCloseTimeout: '10s', attempt: 1 });
    const started = this.add('WORKFLOW_TASK_STARTED', { scheduledEventId: String(scheduled), identity: 'kadr-worker', requestId: `wft-${scheduled}` });
    // Core flag 1 (activity id and type checks on replay): set by the first task of every run since SDK 1.8.
    const sdkMetadata = this.flagged ? {} : { coreUsedFlags: [1], sdkName: 'temporal-typescript', sdkVersion: '1.24.0' };
    this.flagged = true;
    return this.add('WORKFLOW_TASK_COMPLETED', { scheduledEventId: String(scheduled), startedEventId: String(started), identity: 'kadr-worker', sdkMetadata });
  }

  scheduleActivity(name: string, args: unknown[], taskCompleted: number, timeouts: Attrs = { startToCloseTimeout: '60s' }): number {
    this.seq += 1;
    return this.add('ACTIVITY_TASK_SCHEDULED', {
      activityId: String(this.seq),
      activityType: { name },
      taskQueue,
      header: {},
      input: { payloads: args.map(payload) },
      scheduleToCloseTimeout: '0s',
      scheduleToStartTimeout: '0s',
      heartbeatTimeout: '0s',
      ...timeouts,
      workflowTaskCompletedEventId: String(taskCompleted),
    });
  }

  /** A workflow task used one activity id without scheduling it (its scope was already cancelled). */
  skipActivity(): void {
    this.seq += 1;
  }

  /** Servers write ActivityTaskStarted only once the attempt has ended, right before its outcome. */
  private activityStarted(scheduled: number): number {
    return this.add('ACTIVITY_TASK_STARTED', { scheduledEventId: String(scheduled), identity: 'kadr-worker', requestId: `act-${scheduled}`, attempt: 1 });
  }

  activityCompleted(scheduled: number, result?: unknown): void {
    const started = this.activityStarted(scheduled);
    this.add('ACTIVITY_TASK_COMPLETED', { result: { payloads: [payload(result)] }, scheduledEventId: String(scheduled), startedEventId: String(started), identity: 'kadr-worker' });
  }

  activityFailed(scheduled: number, message: string, type: string): void {
    const started = this.activityStarted(scheduled);
    this.add('ACTIVITY_TASK_FAILED', {
      failure: { message, source: 'TypeScriptSDK', applicationFailureInfo: { type, nonRetryable: true } },
      scheduledEventId: String(scheduled),
      startedEventId: String(started),
      identity: 'kadr-worker',
      retryState: 'RETRY_STATE_NON_RETRYABLE_FAILURE',
    });
  }

  /** A step: the workflow task that schedules it, and its outcome. */
  step(name: string, args: unknown[], result?: unknown, timeouts?: Attrs): void {
    this.activityCompleted(this.scheduleActivity(name, args, this.workflowTask(), timeouts), result);
  }

  cancelRequested(): void {
    this.add('WORKFLOW_EXECUTION_CANCEL_REQUESTED', { identity: 'kadr-api' });
  }

  activityCancelRequested(scheduled: number, taskCompleted: number): void {
    this.add('ACTIVITY_TASK_CANCEL_REQUESTED', { scheduledEventId: String(scheduled), workflowTaskCompletedEventId: String(taskCompleted) });
  }

  completed(result: unknown): { events: Attrs[] } {
    const task = this.workflowTask();
    this.add('WORKFLOW_EXECUTION_COMPLETED', { result: { payloads: [payload(result)] }, workflowTaskCompletedEventId: String(task) });
    return { events: this.events };
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
  h.activityFailed(untilTraining(h), message, TrainingFailure.PROVIDER_FAILED);
  h.step('fail', [input, TrainingFailure.PROVIDER_FAILED, message]);
  return h.completed({ status: 'failed', failure: TrainingFailure.PROVIDER_FAILED, message });
}

/** The user cancels while the provider trains: the activity stops (TrainingCanceled), then the hold is released. */
function canceledDuringTrain() {
  const h = new History();
  const train = untilTraining(h);
  h.cancelRequested();
  h.activityCancelRequested(train, h.workflowTask());
  h.activityFailed(train, 'Training canceled', 'TrainingCanceled');
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
