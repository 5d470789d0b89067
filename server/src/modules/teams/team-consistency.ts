import { hexToLab, type Lab } from '@kadr/core/vision/colour-difference';
import { CONSISTENCY_BOUNDS, galleryMedians, judgeConsistency, type ConsistencyJudgement, type HeadshotMeasure } from '@kadr/core/vision/headshot-measure';
import { NotFoundError, ValidationError } from '@kadr/core/errors/app-error';
import type { GeneratedImage, Prisma } from '@kadr/core/generated/prisma/client';
import { teamWallet } from '@kadr/core/ledger/wallet';
import { publishIn } from '@kadr/core/events/pubsub';
import type { GenerateHeadshotsInput, HeadshotAspectRatio, HeadshotQuality } from '@kadr/core/jobs/headshot-job';
import { HEADSHOT_STYLES } from '@kadr/core/catalogue/headshot-styles';
import { isRemoteProvider } from '@kadr/core/providers/providers';
import type { Services } from '../../services-contract';
import type { Actor } from '../access/actor';
import { startChargedJob } from '../credits/start-charged-job';
import { generatedImageDto, type GeneratedImageDto } from '../generation/generated-image';
import { measureTeamImage } from './consistency-measure';
import { getAdminTeamView, getTeamView, type TeamView } from './team-access';
import { applyTeamStyle, getTeamStyle, type TeamStyle } from './team-style';

/**
 * The team's consistency report (issue #31): every headshot delivered on the team's credits, measured once (the
 * first time the report reads it: consistency-measure.ts, stored in generated_images.consistency), judged against the
 * team's style (its colour in Lab, its eye line and head size; the gallery's medians where there is no style):
 * an outlier has a backdrop more than ΔE00 3 away, or an eye line or head size more than 5% off, or no face.
 * Admins see every member's images and regenerate an outlier free of charge; members see their own.
 *
 * Measured lazily rather than by a job when a team job ends: the figures are needed only where a team's admin
 * looks, the generation activities stay as they are, and an image delivered before a style was set is measured the
 * same way as one delivered after.
 */

export const CONSISTENCY_REPORT_MAX = 200;

export interface ConsistencyImage extends ConsistencyJudgement {
  image: GeneratedImageDto;
  userId: string;
  memberName: string;
  backdropLab: Lab;
  backdropFrom: HeadshotMeasure['backdropFrom'];
  eyeLine: number | null;
  headSize: number | null;
  outlier: boolean;
  /** The image a free regeneration delivered in its place; null: not replaced. */
  replacedById: string | null;
  /** A free regeneration under way (its job id). */
  regenerationJobId: string | null;
}

export interface ConsistencyReport {
  teamId: string;
  style: TeamStyle | null;
  bounds: typeof CONSISTENCY_BOUNDS;
  /** The gallery's medians over the images not replaced: backdrop Lab, eye line, head size. */
  median: { backdropLab: Lab; eyeLine: number | null; headSize: number | null } | null;
  /** The largest ΔE00 (to the style colour, else the median) and the eye line / head size spread (max − min over median) of the images not replaced. */
  summary: { measured: number; outliers: number; maxDeltaE: number | null; eyeLineSpread: number | null; headSizeSpread: number | null };
  images: ConsistencyImage[];
}

type Regeneration = { job_id: string; image_id: string; status: string; new_image_id: string | null };

export async function getTeamConsistency(services: Pick<Services, 'prisma' | 'store' | 'env'>, actor: Actor, teamId: string): Promise<ConsistencyReport> {
  return consistencyOf(services, await getTeamView(services.prisma, actor, teamId));
}

export async function consistencyOf(services: Pick<Services, 'prisma' | 'store' | 'env'>, team: TeamView): Promise<ConsistencyReport> {
  const { prisma } = services;
  const style = await getTeamStyle(prisma, team.id);
  const rows = await prisma.generatedImage.findMany({
    where: { teamId: team.id, kind: 'headshot', preview: false, status: 'succeeded', deletedAt: null, storageKey: { not: null }, ...(team.viewerRole === 'admin' ? {} : { userId: team.viewerId }) },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    take: CONSISTENCY_REPORT_MAX,
    include: { user: { select: { fullName: true } } },
  });
  // Outliers replaced by a free regeneration that has delivered: marked, once.
  const regenerations = await prisma.$queryRaw<Regeneration[]>`
    SELECT j.id::text AS job_id, j.input->>'regeneratesImageId' AS image_id, j.status::text AS status,
      (SELECT gi.id::text FROM generated_images gi WHERE gi.job_id = j.id AND gi.status = 'succeeded' AND gi.deleted_at IS NULL ORDER BY gi.created_at LIMIT 1) AS new_image_id
    FROM ai_jobs j WHERE j.team_id = ${team.id}::uuid AND j.input ? 'regeneratesImageId' ORDER BY j.created_at`;
  for (const r of regenerations) {
    const row = rows.find((i) => i.id === r.image_id);
    if (row && !row.replacedById && r.new_image_id) {
      await prisma.generatedImage.update({ where: { id: row.id }, data: { replacedById: r.new_image_id }, select: { id: true } });
      row.replacedById = r.new_image_id;
    }
  }
  const measures = new Map<string, HeadshotMeasure>();
  for (const row of rows) {
    const measure = (row.consistency as unknown as HeadshotMeasure | null) ?? (await measureAndStore(services, row));
    if (measure) measures.set(row.id, measure);
  }
  const current = rows.filter((r) => !r.replacedById && measures.has(r.id)).map((r) => measures.get(r.id)!);
  const median = current.length ? galleryMedians(current) : null;
  const reference = { backdropLab: style ? hexToLab(style.backdrop) : null, eyeLine: style?.eyeLine ?? null, headSize: style?.headSize ?? null };
  const images: ConsistencyImage[] = [];
  for (const row of rows) {
    const m = measures.get(row.id);
    if (!m || !median) continue;
    const judged = judgeConsistency(m, median, reference);
    const pending = regenerations.find((r) => r.image_id === row.id && (r.status === 'queued' || r.status === 'running'));
    images.push({
      ...judged,
      image: await generatedImageDto(services, row),
      userId: row.userId,
      memberName: row.user.fullName,
      backdropLab: m.backdropLab.map((v) => Math.round(v * 100) / 100) as Lab,
      backdropFrom: m.backdropFrom,
      eyeLine: m.eyeLine,
      headSize: m.headSize,
      outlier: judged.reasons.length > 0,
      replacedById: row.replacedById,
      regenerationJobId: pending?.job_id ?? null,
    });
  }
  const live = images.filter((i) => !i.replacedById);
  const spread = (values: (number | null)[], mid: number | null | undefined) => {
    const v = values.filter((x): x is number => x !== null);
    return v.length && mid ? (Math.max(...v) - Math.min(...v)) / mid : null;
  };
  return {
    teamId: team.id,
    style,
    bounds: CONSISTENCY_BOUNDS,
    median,
    summary: {
      measured: live.length,
      outliers: live.filter((i) => i.outlier).length,
      maxDeltaE: live.length ? Math.max(...live.map((i) => i.deltaEToStyle ?? i.deltaEToMedian)) : null,
      eyeLineSpread: spread(live.map((i) => i.eyeLine), median?.eyeLine),
      headSizeSpread: spread(live.map((i) => i.headSize), median?.headSize),
    },
    images,
  };
}

/** Measures a delivered image in the measuring process and stores the figures; null when its file is gone. */
async function measureAndStore(services: Pick<Services, 'prisma' | 'store'>, row: GeneratedImage): Promise<HeadshotMeasure | null> {
  const file = row.storageKey ? await services.store.getBuffer(row.storageKey) : null;
  if (!file) return null;
  const measure = await measureTeamImage(new Uint8Array(file.buffer, file.byteOffset, file.length));
  await services.prisma.generatedImage.update({ where: { id: row.id }, data: { consistency: measure as unknown as Prisma.InputJsonValue }, select: { id: true } });
  return measure;
}

/**
 * Admins: a new headshot for the member of an outlier, with the team's style, at no cost: a job of cost 0 (no hold,
 * nothing captured) on the team's wallet, recorded on the job (`input.regeneratesImageId`, `input.freeRegeneration`:
 * who asked, why) and in the activities; the outlier is marked replaced when the new image arrives. One at a time per
 * image; an image that is not an outlier (or already replaced) is refused.
 */
export async function regenerateOutlier(
  services: Pick<Services, 'prisma' | 'store' | 'env' | 'generation'>,
  actor: Actor,
  teamId: string,
  imageId: string,
): Promise<{ jobId: string; cost: 0; imageId: string }> {
  const team = await getAdminTeamView(services.prisma, actor, teamId);
  const report = await consistencyOf(services, team);
  const entry = report.images.find((i) => i.image.id === imageId);
  if (!entry) throw new NotFoundError('No such image among the team’s headshots');
  if (entry.replacedById) throw new ValidationError('This image was already replaced', [{ path: 'imageId', message: 'Already replaced' }]);
  if (entry.regenerationJobId) throw new ValidationError('This image is already being made again', [{ path: 'imageId', message: 'Already being regenerated' }]);
  if (!entry.outlier) throw new ValidationError('Only an outlier can be made again free of charge', [{ path: 'imageId', message: 'Not an outlier' }]);
  const image = await services.prisma.generatedImage.findUniqueOrThrow({ where: { id: imageId }, include: { model: true } });
  const member = await services.prisma.teamMember.findUnique({ where: { teamId_userId: { teamId: team.id, userId: image.userId } }, select: { userId: true } });
  const model = image.model;
  if (!member || !model || model.trainingStatus !== 'succeeded' || !model.artifactKey || model.userId !== image.userId) {
    throw new ValidationError('The member or their model is no longer there to make this image again', [{ path: 'imageId', message: 'Model not available' }]);
  }
  const engine = isRemoteProvider(model.provider) ? model.provider : 'local';
  const styleId = HEADSHOT_STYLES.some((s) => s.id === image.styleId) ? image.styleId! : HEADSHOT_STYLES[0]!.id;
  const styled = applyTeamStyle(report.style, engine, { prompt: image.prompt ?? 'Team headshot', promptHints: {} });
  const options = {
    style: styleId,
    quality: (image.quality === 'high' ? 'high' : 'standard') as HeadshotQuality,
    count: 1,
    aspectRatio: image.aspectRatio as HeadshotAspectRatio,
    intensity: 0.8,
    prompt: styled.prompt,
    negativePrompt: image.negativePrompt,
    promptHints: styled.promptHints,
  };
  const owner = { userId: image.userId };
  const { jobId } = await startChargedJob(services, {
    wallet: teamWallet(team.id),
    cost: 0,
    holdKey: 'headshots',
    create: async (tx) => {
      const job = await tx.aiJob.create({
        data: {
          ...owner,
          modelId: model.id,
          kind: 'headshot',
          costCredits: 0,
          provider: engine,
          stage: 'starting',
          input: { ...options, notes: [], regeneratesImageId: imageId, freeRegeneration: { by: team.viewerId, reasons: entry.reasons } },
        },
      });
      return { jobId: job.id };
    },
    enqueue: (tx, { jobId, holdId }) => services.generation.enqueue(tx, { jobId, ...owner, modelId: model.id, provider: engine, holdId, ...options } satisfies GenerateHeadshotsInput),
    changed: (tx, { jobId }) => publishIn(tx, 'headshotJobChanged', { ...owner, jobId }),
  });
  return { jobId, cost: 0, imageId };
}
