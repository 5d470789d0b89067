import { isRemoteProvider } from '@kadr/core/providers/providers';
import { z } from 'zod';
import {
  HEADSHOT_ASPECT_RATIOS,
  HEADSHOT_COST,
  HEADSHOT_QUALITIES,
  MAX_HEADSHOTS_PER_JOB,
  type GenerateHeadshotsInput,
  type HeadshotEngineName,
} from '@kadr/core/jobs/headshot-job';
import { HEADSHOT_STYLES, type HeadshotStyle } from '@kadr/core/catalogue/headshot-styles';
import { ValidationError } from '@kadr/core/errors/app-error';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { startChargedJob } from '../credits/start-charged-job';
import { getOwnedModel } from '../models/get-owned-model';
import { ModelNotReadyError } from '../models/models.errors';
import { NoActiveModelError } from './generation.errors';
import { readPrompt } from './read-prompt';
import { ownedBy, ownerOf, walletOf, type Actor } from '../access/actor';
import { publishIn } from '@kadr/core/events/pubsub';
import { applyTeamStyle, teamStyleOfWallet } from '../teams/team-style';

const schema = z.strictObject({
  prompt: z.string({ error: 'Prompt is required' }).trim().min(1, 'Prompt is required').max(1000, 'Prompt must be at most 1000 characters'),
  negativePrompt: z.string().trim().max(1000, 'Negative prompt must be at most 1000 characters').nullish(),
  style: z.string({ error: 'Choose a style' }).trim().min(1, 'Choose a style'),
  quality: z.enum(HEADSHOT_QUALITIES, { message: "quality must be 'standard' or 'high'" }).default('standard'),
  numberOfImages: z
    .number({ error: `numberOfImages must be a whole number from 1 to ${MAX_HEADSHOTS_PER_JOB}` })
    .int(`numberOfImages must be a whole number from 1 to ${MAX_HEADSHOTS_PER_JOB}`)
    .min(1, `numberOfImages must be a whole number from 1 to ${MAX_HEADSHOTS_PER_JOB}`)
    .max(MAX_HEADSHOTS_PER_JOB, `numberOfImages must be a whole number from 1 to ${MAX_HEADSHOTS_PER_JOB}`)
    .default(1),
  aspectRatio: z.enum(HEADSHOT_ASPECT_RATIOS, { message: `aspectRatio must be one of ${HEADSHOT_ASPECT_RATIOS.join(', ')}` }).default('1:1'),
  styleIntensity: z.number({ error: 'styleIntensity must be a number from 0 to 1' }).min(0, 'styleIntensity must be a number from 0 to 1').max(1, 'styleIntensity must be a number from 0 to 1').default(0.8),
  modelId: z.string().nullish(),
});

export type GenerateHeadshotsRequest = z.input<typeof schema>;

/** Credits a request costs: per image, by quality (spec §9). */
export const headshotsCost = (count: number, quality: keyof typeof HEADSHOT_COST) => count * HEADSHOT_COST[quality];

/**
 * Starts a headshot job on the model's engine: `replicate` for a model trained there (predictions on its LoRA),
 * else the local engine. Validates the options, needs a trained model (the one named, else the active one); for the
 * local engine, reads the prompt for what it honours and answers with what it can't (a generative model takes the
 * whole prompt). The job, its credit hold (count × cost per quality) and its queue entry commit together
 * (startChargedJob).
 */
export async function generateHeadshots(services: Pick<Services, 'prisma' | 'generation'>, actor: Actor, raw: unknown) {
  const input = parseInput(schema, raw ?? {}, { prompt: 'PROMPT_REQUIRED' });
  const style = await resolveStyle(services, input.style);
  const { id: modelId, provider } = await usableModel(services, actor, input.modelId ?? null);
  // A LoRA runs where it was trained (its weights are there); the local engine for everything else.
  const engine: HeadshotEngineName = isRemoteProvider(provider) ? provider : 'local';
  const { hints, notes } = engine === 'local' ? readPrompt(input.prompt, input.negativePrompt ?? null, style) : { hints: {}, notes: [] };
  const cost = headshotsCost(input.numberOfImages, input.quality);
  // On a team's credits, the team's style (backdrop colour, framing): teams/team-style.ts.
  const team = applyTeamStyle(await teamStyleOfWallet(services, walletOf(actor)), engine, { prompt: input.prompt, promptHints: hints });
  const options = {
    style: style.id,
    quality: input.quality,
    count: input.numberOfImages,
    aspectRatio: input.aspectRatio,
    intensity: input.styleIntensity,
    prompt: team.prompt,
    negativePrompt: input.negativePrompt || null,
    promptHints: team.promptHints,
  };

  const { jobId } = await startChargedJob(services, {
    wallet: walletOf(actor),
    cost,
    holdKey: 'headshots',
    create: async (tx) => {
      const job = await tx.aiJob.create({
        data: { ...ownedBy(actor), modelId, kind: 'headshot', costCredits: cost, provider: engine, stage: 'starting', input: { ...options, notes } },
      });
      return { jobId: job.id };
    },
    enqueue: (tx, { jobId, holdId }) => services.generation.enqueue(tx, { jobId, ...ownedBy(actor), modelId, provider: engine, holdId, ...options } satisfies GenerateHeadshotsInput),
    changed: (tx, { jobId }) => publishIn(tx, 'headshotJobChanged', { ...ownedBy(actor), jobId }),
  });
  return { jobId, cost, engine, promptNotes: notes, honoured: hints };
}

/** An active preset when style_presets is filled (the styles sync), else any style of the local engine. */
export async function resolveStyle(services: Pick<Services, 'prisma'>, id: string): Promise<HeadshotStyle> {
  const presets = await services.prisma.stylePreset.findMany({ where: { kind: 'image' }, select: { id: true, active: true } });
  const allowed = presets.length ? presets.filter((p) => p.active).map((p) => p.id) : HEADSHOT_STYLES.map((s) => s.id);
  const style = allowed.includes(id) ? HEADSHOT_STYLES.find((s) => s.id === id) : undefined;
  if (!style) throw new ValidationError(`Unknown style "${id}"`, [{ path: 'style', message: `Choose one of: ${allowed.join(', ')}` }]);
  return style;
}

/** The model named (the user's, trained), else the user's active one; ModelNotReady / NoActiveModel otherwise. */
export async function usableModelId(services: Pick<Services, 'prisma'>, actor: Actor, requested: string | null): Promise<string> {
  return (await usableModel(services, actor, requested)).id;
}

/** usableModelId, with where the model was trained (`local`, `replicate`; null for models older than providers). */
export async function usableModel(services: Pick<Services, 'prisma'>, actor: Actor, requested: string | null): Promise<{ id: string; provider: string | null }> {
  if (requested) {
    const model = await getOwnedModel(services, actor, requested);
    if (model.trainingStatus !== 'succeeded' || !model.artifactKey) throw new ModelNotReadyError();
    return { id: model.id, provider: model.provider };
  }
  const user = await services.prisma.user.findUniqueOrThrow({
    where: { id: ownerOf(actor) },
    select: { currentCustomModel: { select: { id: true, trainingStatus: true, artifactKey: true, provider: true } } },
  });
  const model = user.currentCustomModel;
  if (!model || model.trainingStatus !== 'succeeded' || !model.artifactKey) throw new NoActiveModelError();
  return { id: model.id, provider: model.provider };
}
