// generateHeadshots as a careless edit would leave it: each image rendered and charged right after it is made,
// instead of all images made first. Replaying a real generateHeadshots history against it must fail
// (generation.workflow.test.ts).
import { proxyActivities } from '@temporalio/workflow';
import type { GenerateHeadshotsResult } from '../generate-headshots.contract';
import type { GenerateHeadshotsInput } from '@kadr/core/jobs/headshot-job';
import type { GenerationSteps } from '../generate-headshots.pipeline';

const steps = proxyActivities<GenerationSteps>({ startToCloseTimeout: '1 minute' });

export async function generateHeadshots(input: GenerateHeadshotsInput): Promise<GenerateHeadshotsResult> {
  await steps.setStage(input, 'preparing', 5);
  await steps.prepare(input);
  for (let i = 0; i < input.count; i++) {
    await steps.setStage(input, 'processing', 10);
    const processed = await steps.processImage(input, i);
    const rendered = await steps.renderImage(input, i, processed);
    if (rendered.status === 'succeeded') await steps.captureImage(input, i, rendered.cost);
  }
  await steps.setStage(input, 'finalizing', 95);
  return steps.complete(input);
}
