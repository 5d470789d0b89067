import { builder } from '../../graphql/builder';
import type { Services } from '../../services-contract';

// Usable yield of delivered headshots per provider, style and week (issue #31): what the console shows so a provider or
// a style that delivers images users are not charged for stands out. Admin only, as every admin field (admin.graphql.ts).

export interface AdminImageYieldRowDto {
  provider: string;
  styleId: string | null;
  weekStart: Date;
  delivered: number;
  usable: number;
  noFace: number;
  copyOfInput: number;
  duplicateOutput: number;
  lowLikeness: number;
  likenessMean: number | null;
}

interface RawRow {
  provider: string;
  style_id: string | null;
  week_start: Date;
  delivered: bigint | number;
  usable: bigint | number;
  no_face: bigint | number;
  copy_of_input: bigint | number;
  duplicate_output: bigint | number;
  low_likeness: bigint | number;
  likeness_mean: number | null;
}

/** Delivered images (judged: usable not null) of the last `weeks` weeks, by the job's provider, the style and the ISO week. */
export async function listImageYield(services: Pick<Services, 'prisma'>, weeks: number): Promise<AdminImageYieldRowDto[]> {
  const span = Math.min(Math.max(Math.trunc(weeks), 1), 104);
  const rows = await services.prisma.$queryRaw<RawRow[]>`
    SELECT COALESCE(j.provider, 'local') AS provider,
           g.style_id,
           date_trunc('week', g.created_at) AS week_start,
           COUNT(*) AS delivered,
           COUNT(*) FILTER (WHERE g.usable) AS usable,
           COUNT(*) FILTER (WHERE g.unusable_reason = 'NO_FACE') AS no_face,
           COUNT(*) FILTER (WHERE g.unusable_reason = 'COPY_OF_INPUT') AS copy_of_input,
           COUNT(*) FILTER (WHERE g.unusable_reason = 'DUPLICATE_OUTPUT') AS duplicate_output,
           COUNT(*) FILTER (WHERE g.unusable_reason = 'LOW_LIKENESS') AS low_likeness,
           AVG(g.likeness)::float8 AS likeness_mean
      FROM generated_images g
      LEFT JOIN ai_jobs j ON j.id = g.job_id
     WHERE g.status = 'succeeded'
       AND g.usable IS NOT NULL
       AND g.created_at >= date_trunc('week', now()) - make_interval(weeks => ${span - 1}::int)
     GROUP BY 1, 2, 3
     ORDER BY week_start DESC, provider, g.style_id NULLS LAST`;
  return rows.map((r) => ({
    provider: r.provider,
    styleId: r.style_id,
    weekStart: r.week_start,
    delivered: Number(r.delivered),
    usable: Number(r.usable),
    noFace: Number(r.no_face),
    copyOfInput: Number(r.copy_of_input),
    duplicateOutput: Number(r.duplicate_output),
    lowLikeness: Number(r.low_likeness),
    likenessMean: r.likeness_mean,
  }));
}

const AdminImageYieldRow = builder.objectRef<AdminImageYieldRowDto>('AdminImageYieldRow').implement({
  description: 'Delivered headshots of one provider, style and week: how many were usable (charged) and why the others were not',
  fields: (t) => ({
    provider: t.exposeString('provider', { description: "The job's provider; 'local' for the embedded engine" }),
    styleId: t.exposeString('styleId', { nullable: true }),
    weekStart: t.expose('weekStart', { type: 'DateTime', description: 'Monday 00:00 UTC of the week' }),
    delivered: t.exposeInt('delivered'),
    usable: t.exposeInt('usable'),
    noFace: t.exposeInt('noFace'),
    copyOfInput: t.exposeInt('copyOfInput'),
    duplicateOutput: t.exposeInt('duplicateOutput'),
    lowLikeness: t.exposeInt('lowLikeness'),
    likenessMean: t.exposeFloat('likenessMean', { nullable: true, description: 'Mean likeness to the held-out selfies of the images measured' }),
  }),
});

builder.queryField('adminImageYield', (t) =>
  t.field({
    authScopes: { admin: true },
    type: [AdminImageYieldRow],
    description: 'Usable yield of delivered headshots per provider, style and week (the last `weeks` weeks, 1–104)',
    args: { weeks: t.arg.int({ defaultValue: 8 }) },
    resolve: (_r, { weeks }, ctx) => listImageYield(ctx.services, weeks ?? 8),
  }),
);
