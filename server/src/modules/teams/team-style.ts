import { z } from 'zod';
import { Prisma } from '@kadr/core/generated/prisma/client';
import { TEAM_FRAMINGS, type FixedFraming, type GenerateHeadshotsInput, type HeadshotEngineName } from '@kadr/core/jobs/headshot-job';
import type { Wallet } from '@kadr/core/ledger/wallet';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import type { Actor } from '../access/actor';
import { getAdminTeamView, type TeamView } from './team-access';

/**
 * A team's style (issue #31): the backdrop colour and the framing every headshot made with the team's credits keeps.
 * The local engine paints the colour as a solid backdrop and frames every image alike (the eyes at `eyeLine` of the
 * height, the face box `headSize` of it); a remote engine is asked for both in its prompt. Admins set it; every
 * member reads it (their jobs follow it).
 */
export interface TeamStyle {
  /** '#rrggbb'. */
  backdrop: string;
  framing: 'head-and-shoulders' | 'chest-up' | 'custom';
  eyeLine: number;
  headSize: number;
}

/** The engine's solid backdrops (core/src/catalogue/backgrounds.ts' colours) offered as swatches; any hex is taken. */
export const TEAM_BACKDROPS = ['#ffffff', '#f1e9da', '#e6d8c3', '#8c9096', '#3b6ea5', '#1f2d4d', '#3f6e4e', '#111111'] as const;

/** Custom framings stay where the local engine's crop holds a face (head-and-shoulders crops, face centred). */
const schema = z.strictObject({
  backdrop: z
    .string({ error: 'Choose a backdrop colour' })
    .trim()
    .toLowerCase()
    .regex(/^#[0-9a-f]{6}$/, 'The backdrop colour must be a hex colour such as #1f2d4d'),
  framing: z.enum(['head-and-shoulders', 'chest-up', 'custom'], { message: "framing must be 'head-and-shoulders', 'chest-up' or 'custom'" }),
  eyeLine: z.number().min(0.25, 'eyeLine must be from 0.25 to 0.5 of the height').max(0.5, 'eyeLine must be from 0.25 to 0.5 of the height').nullish(),
  headSize: z.number().min(0.2, 'headSize must be from 0.2 to 0.5 of the height').max(0.5, 'headSize must be from 0.2 to 0.5 of the height').nullish(),
});

export type TeamStyleInput = z.input<typeof schema>;

/** The stored style (teams.style), or null when the team has none (or an unreadable one). */
export function readTeamStyle(json: Prisma.JsonValue | null | undefined): TeamStyle | null {
  const parsed = schema.required({ eyeLine: true, headSize: true }).safeParse(json);
  return parsed.success ? ({ ...parsed.data, eyeLine: parsed.data.eyeLine!, headSize: parsed.data.headSize! } as TeamStyle) : null;
}

export async function getTeamStyle(db: Prisma.TransactionClient, teamId: string): Promise<TeamStyle | null> {
  const team = await db.team.findUnique({ where: { id: teamId }, select: { style: true } });
  return readTeamStyle(team?.style);
}

/** Every member reads the style; TEAM_NOT_FOUND for anyone else. */
export async function getTeamStyleOf(services: Pick<Services, 'prisma'>, team: TeamView): Promise<TeamStyle | null> {
  return getTeamStyle(services.prisma, team.id);
}

/** Admins set (or with null clear) the style; members are refused (403), outsiders get TEAM_NOT_FOUND. */
export async function setTeamStyle(services: Pick<Services, 'prisma'>, actor: Actor, teamId: string, raw: unknown): Promise<{ team: TeamView; style: TeamStyle | null }> {
  const team = await getAdminTeamView(services.prisma, actor, teamId);
  if (raw === null) {
    await services.prisma.team.update({ where: { id: team.id }, data: { style: Prisma.DbNull }, select: { id: true } });
    return { team, style: null };
  }
  const input = parseInput(schema, raw ?? {});
  const preset = input.framing === 'custom' ? null : TEAM_FRAMINGS[input.framing];
  const style: TeamStyle = {
    backdrop: input.backdrop,
    framing: input.framing,
    eyeLine: preset?.eyeLine ?? input.eyeLine ?? TEAM_FRAMINGS['head-and-shoulders'].eyeLine,
    headSize: preset?.headSize ?? input.headSize ?? TEAM_FRAMINGS['head-and-shoulders'].headSize,
  };
  await services.prisma.team.update({ where: { id: team.id }, data: { style: { ...style } }, select: { id: true } });
  return { team, style };
}

/** The team's style for a job paid from `wallet` (null for a personal wallet or a team without one). */
export async function teamStyleOfWallet(services: Pick<Services, 'prisma'>, wallet: Wallet): Promise<TeamStyle | null> {
  return wallet.teamId ? getTeamStyle(services.prisma, wallet.teamId) : null;
}

const FRAMING_WORDS: Record<TeamStyle['framing'], string> = {
  'head-and-shoulders': 'head-and-shoulders framing',
  'chest-up': 'chest-up framing',
  custom: 'head-and-shoulders framing',
};

/**
 * A job's prompt and hints under the team's style: the local engine gets the colour as its background and the
 * framing; a remote engine gets both in words at the end of its prompt (it cannot be held to figures).
 */
export function applyTeamStyle(
  style: TeamStyle | null,
  engine: HeadshotEngineName,
  job: Pick<GenerateHeadshotsInput, 'prompt' | 'promptHints'>,
): Pick<GenerateHeadshotsInput, 'prompt' | 'promptHints'> {
  if (!style) return job;
  const framing: FixedFraming = { eyeLine: style.eyeLine, headSize: style.headSize };
  if (engine === 'local') return { prompt: job.prompt, promptHints: { ...job.promptHints, background: style.backdrop, framing } };
  const words =
    `Plain seamless studio backdrop in solid ${style.backdrop}, evenly lit; ${FRAMING_WORDS[style.framing]}, eyes ${Math.round(style.eyeLine * 100)}% from the top, ` +
    `face ${Math.round(style.headSize * 100)}% of the image height, centred.`;
  return { prompt: `${job.prompt}\n${words}`, promptHints: job.promptHints };
}

