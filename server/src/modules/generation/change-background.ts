import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  BACKGROUND_MODES,
  BLUR_STRENGTH_LIMITS,
  DEFAULT_BACKGROUND_COLOR,
  type ChangeBackgroundInput,
  type BackgroundMode,
} from '@kadr/core/jobs/background-job';
import { ValidationError } from '@kadr/core/errors/app-error';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { startChargedJob } from '../credits/start-charged-job';
import { getOwnedImages } from '../library/owned-images';
import { ownedBy, walletOf, type Actor } from '../access/actor';
import { publishIn } from '@kadr/core/events/pubsub';

const SELECT_IMAGE = 'Select an image first';
const CUSTOM_SOON = 'Custom backgrounds are coming soon';
const { min, max } = BLUR_STRENGTH_LIMITS;
const STRENGTH = `blurStrength must be a whole number from ${min} to ${max}`;

const schema = z.strictObject({
  // Spec §7: the background change needs a selected image.
  imageId: z.string({ error: SELECT_IMAGE }).trim().min(1, SELECT_IMAGE),
  mode: z.enum(BACKGROUND_MODES, { error: "mode must be 'solid', 'blur' or 'custom'" }),
  color: z.string({ error: 'color must be a hex colour like #1a2b3c' }).trim().regex(/^#[0-9a-fA-F]{6}$/, 'color must be a hex colour like #1a2b3c').nullish(),
  blurStrength: z.number({ error: STRENGTH }).int(STRENGTH).min(min, STRENGTH).max(max, STRENGTH).nullish(),
});

export type ChangeBackgroundRequest = z.input<typeof schema>;

/**
 * Starts a background change of one of the viewer's images on the local engine: a solid colour or the image's own
 * background blurred behind the person. The result is a new image (kind 'background') delivered through a job
 * that headshotJob answers. The job and its hold (BACKGROUND_CHANGE_COST_CREDITS) commit together; if the job
 * can't be queued, both are undone.
 */
export async function changeBackground(services: Pick<Services, 'env' | 'prisma' | 'media'>, actor: Actor, raw: unknown) {
  const input = parseInput(schema, raw ?? {}, { imageId: 'IMAGE_REQUIRED' });
  if (input.mode === 'custom') throw new ValidationError(CUSTOM_SOON, [{ path: 'mode', message: CUSTOM_SOON }], 'CUSTOM_BACKGROUND_UNAVAILABLE');
  const [source] = await getOwnedImages(services.prisma, actor, [input.imageId]);
  const mode: BackgroundMode =
    input.mode === 'solid'
      ? { kind: 'solid', color: (input.color ?? DEFAULT_BACKGROUND_COLOR).toLowerCase() }
      : { kind: 'blur', strength: (input.blurStrength ?? BLUR_STRENGTH_LIMITS.default) / 100 };
  const cost = services.env.BACKGROUND_CHANGE_COST_CREDITS;
  const imageId = randomUUID();

  const started = await startChargedJob(services, {
    wallet: walletOf(actor),
    cost,
    holdKey: 'background',
    create: async (tx) => {
      const job = await tx.aiJob.create({
        data: {
          ...ownedBy(actor),
          modelId: source!.modelId,
          kind: 'background',
          costCredits: cost,
          provider: 'local',
          stage: 'starting',
          input: { sourceImageId: source!.id, imageId, mode, count: 1 },
        },
      });
      return { jobId: job.id };
    },
    enqueue: (tx, ids) => services.media.enqueueBackground(tx, { ...ids, ...ownedBy(actor), cost, sourceImageId: source!.id, imageId, mode } satisfies ChangeBackgroundInput),
    // Background jobs are headshot jobs to their readers.
    changed: (tx, { jobId }) => publishIn(tx, 'headshotJobChanged', { ...ownedBy(actor), jobId }),
  });
  return { jobId: started.jobId, cost, imageId };
}
