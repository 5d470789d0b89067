// trainModel as a careless edit would leave it: photos collected before the 'preparing' stage is written.
// Replaying a real trainModel history against it must fail (train-model.workflow.test.ts).
import { proxyActivities } from '@temporalio/workflow';
import type { TrainModelResult } from '../train-model.contract';
import type { TrainModelInput } from '@kadr/core/jobs/training-job';
import type { TrainingSteps } from '../train-model.pipeline';

const steps = proxyActivities<TrainingSteps>({ startToCloseTimeout: '1 minute' });

export async function trainModel(input: TrainModelInput): Promise<TrainModelResult> {
  const photoIds = await steps.collectPhotos(input);
  await steps.setStage(input, 'preparing', 5);
  await steps.setStage(input, 'training', 10);
  const artifact = await steps.train(input, photoIds);
  await steps.setStage(input, 'finalizing', 95);
  await steps.complete(input, artifact);
  return { status: 'succeeded', artifact };
}
