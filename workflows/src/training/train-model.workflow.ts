// The Temporal wrapper of the training job. Bundled into Temporal's deterministic sandbox: import only the
// contract, the pipeline and @temporalio/workflow here (never server code, clocks or I/O).
import { ActivityCancellationType, CancellationScope, proxyActivities, type ActivityOptions } from '@temporalio/workflow';
import { TRAINING_CANCELED_FAILURE, type TrainModelResult } from './train-model.contract';
import { TrainingFailure, type TrainModelInput } from '@kadr/core/jobs/training-job';
import { TrainingCanceled, trainModelPipeline, type TrainingSteps } from './train-model.pipeline';

/** Failure types an activity throws on purpose (see temporal/training-activities.ts): retrying can't help. */
const nonRetryableErrorTypes = [...Object.values(TrainingFailure), TRAINING_CANCELED_FAILURE];

// A step waits for its activity to confirm a cancel, so a running provider has stopped before the hold is
// released (the default type, spelled out because the order matters here).
const common: ActivityOptions = { cancellationType: ActivityCancellationType.WAIT_CANCELLATION_COMPLETED };

const short = proxyActivities<TrainingSteps>({
  ...common,
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute', maximumAttempts: 8, nonRetryableErrorTypes },
});

// Settling steps release or capture the credit hold: they retry until they succeed.
const settling = proxyActivities<TrainingSteps>({
  ...common,
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '5 minutes', nonRetryableErrorTypes },
});

// Hours for a remote LoRA training; the heartbeat timeout notices a dead worker within 30 s, and heartbeats are
// also how a cancel reaches the running activity.
const long = proxyActivities<TrainingSteps>({
  ...common,
  startToCloseTimeout: '4 hours',
  heartbeatTimeout: '30 seconds',
  retry: { initialInterval: '10 seconds', backoffCoefficient: 2, maximumInterval: '5 minutes', maximumAttempts: 3, nonRetryableErrorTypes },
});

/**
 * Runs a step in the workflow's scope. Once the workflow is cancelled, whatever the step ends with (the
 * activity's TrainingCanceled, a CancelledFailure, a timeout while stopping) ends the training as canceled.
 */
function cancellable<A extends unknown[], R>(step: (...args: A) => Promise<R>) {
  return async (...args: A): Promise<R> => {
    try {
      return await step(...args);
    } catch (err) {
      if (CancellationScope.current().consideredCancelled) throw new TrainingCanceled();
      throw err;
    }
  };
}

/** Settling steps run even when the workflow is cancelled: they are what ends the job. */
function nonCancellable<A extends unknown[], R>(step: (...args: A) => Promise<R>) {
  return (...args: A): Promise<R> => CancellationScope.nonCancellable(() => step(...args));
}

/** The training job on Temporal: the shared pipeline over activities. Workflow id: trainingWorkflowId(modelId). */
export async function trainModel(input: TrainModelInput): Promise<TrainModelResult> {
  const steps: TrainingSteps = {
    setStage: cancellable(short.setStage),
    collectPhotos: cancellable(short.collectPhotos),
    train: cancellable(long.train),
    complete: nonCancellable(settling.complete),
    fail: nonCancellable(settling.fail),
    cancel: nonCancellable(settling.cancel),
  };
  return trainModelPipeline(input, steps);
}
