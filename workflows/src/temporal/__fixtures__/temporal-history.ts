// Builds Temporal workflow histories by hand, for the replay tests (no Temporal server runs on our CI machines).
// A history is what a server records for one run, written out event by event in the JSON form
// `temporal workflow show --output json` prints; a history exported from a real server can replace any of them.

const RUN_ID = '0196a0c2-7f3e-7a51-9c1e-2f3d4b5a6c7d';
const b64 = (s: string) => Buffer.from(s).toString('base64');
const payload = (value: unknown) =>
  value === undefined ? { metadata: { encoding: b64('binary/null') } } : { metadata: { encoding: b64('json/plain') }, data: b64(JSON.stringify(value)) };

export type Attrs = Record<string, unknown>;

export interface WorkflowStart {
  workflowType: string;
  workflowId: string;
  taskQueue: string;
  args: unknown[];
}

/** How an activity attempt failed: non-retryable (the default), or retryable with its retries used up. */
export interface ActivityFailureEvent {
  message: string;
  type: string;
  nonRetryable?: boolean;
  /** The attempt that failed last (retries exhausted when it is the policy's maximum). */
  attempt?: number;
}

export class History {
  readonly events: Attrs[] = [];
  private time = Date.parse('2026-03-02T09:00:00Z');
  private seq = 0;
  private flagged = false;
  private readonly taskQueue: { name: string; kind: string };

  constructor(private readonly start: WorkflowStart) {
    this.taskQueue = { name: start.taskQueue, kind: 'TASK_QUEUE_KIND_NORMAL' };
  }

  private add(type: string, attributes: Attrs): number {
    const eventId = this.events.length + 1;
    this.time += 500;
    const key = type.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) + 'EventAttributes';
    this.events.push({ eventId: String(eventId), eventTime: new Date(this.time).toISOString(), eventType: `EVENT_TYPE_${type}`, taskId: String(1048576 + eventId), [key]: attributes });
    return eventId;
  }

  started(): this {
    this.add('WORKFLOW_EXECUTION_STARTED', {
      workflowType: { name: this.start.workflowType },
      taskQueue: this.taskQueue,
      input: { payloads: this.start.args.map(payload) },
      workflowExecutionTimeout: '0s',
      workflowRunTimeout: '0s',
      workflowTaskTimeout: '10s',
      originalExecutionRunId: RUN_ID,
      identity: 'kadr-api',
      firstExecutionRunId: RUN_ID,
      attempt: 1,
      firstWorkflowTaskBackoff: '0s',
      header: {},
      workflowId: this.start.workflowId,
    });
    return this;
  }

  /** A workflow task; returns the id of its WorkflowTaskCompleted event, which the commands it sent refer to. */
  workflowTask(): number {
    const scheduled = this.add('WORKFLOW_TASK_SCHEDULED', { taskQueue: this.taskQueue, startToCloseTimeout: '10s', attempt: 1 });
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
      taskQueue: this.taskQueue,
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
  private activityStarted(scheduled: number, attempt = 1): number {
    return this.add('ACTIVITY_TASK_STARTED', { scheduledEventId: String(scheduled), identity: 'kadr-worker', requestId: `act-${scheduled}`, attempt });
  }

  activityCompleted(scheduled: number, result?: unknown): void {
    const started = this.activityStarted(scheduled);
    this.add('ACTIVITY_TASK_COMPLETED', { result: { payloads: [payload(result)] }, scheduledEventId: String(scheduled), startedEventId: String(started), identity: 'kadr-worker' });
  }

  activityFailed(scheduled: number, { message, type, nonRetryable = true, attempt = 1 }: ActivityFailureEvent): void {
    const started = this.activityStarted(scheduled, attempt);
    this.add('ACTIVITY_TASK_FAILED', {
      failure: { message, source: 'TypeScriptSDK', applicationFailureInfo: nonRetryable ? { type, nonRetryable: true } : { type } },
      scheduledEventId: String(scheduled),
      startedEventId: String(started),
      identity: 'kadr-worker',
      retryState: nonRetryable ? 'RETRY_STATE_NON_RETRYABLE_FAILURE' : 'RETRY_STATE_MAXIMUM_ATTEMPTS_REACHED',
    });
  }

  /** The activity confirmed a cancel (it ended with Temporal's CancelledFailure). */
  activityCanceled(scheduled: number, cancelRequested: number): void {
    const started = this.activityStarted(scheduled);
    this.add('ACTIVITY_TASK_CANCELED', {
      details: {},
      latestCancelRequestedEventId: String(cancelRequested),
      scheduledEventId: String(scheduled),
      startedEventId: String(started),
      identity: 'kadr-worker',
    });
  }

  /** A step: the workflow task that schedules it, and its outcome. */
  step(name: string, args: unknown[], result?: unknown, timeouts?: Attrs): void {
    this.activityCompleted(this.scheduleActivity(name, args, this.workflowTask(), timeouts), result);
  }

  cancelRequested(): void {
    this.add('WORKFLOW_EXECUTION_CANCEL_REQUESTED', { identity: 'kadr-api' });
  }

  /** Returns the id of the ActivityTaskCancelRequested event. */
  activityCancelRequested(scheduled: number, taskCompleted: number): number {
    return this.add('ACTIVITY_TASK_CANCEL_REQUESTED', { scheduledEventId: String(scheduled), workflowTaskCompletedEventId: String(taskCompleted) });
  }

  completed(result: unknown): { events: Attrs[] } {
    const task = this.workflowTask();
    this.add('WORKFLOW_EXECUTION_COMPLETED', { result: { payloads: [payload(result)] }, workflowTaskCompletedEventId: String(task) });
    return { events: this.events };
  }
}
