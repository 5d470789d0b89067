import { createHash } from 'node:crypto';
import type { Prisma } from '@kadr/core/generated/prisma/client';
import { HEADSHOT_STYLES, PREVIEW_SIDE, type HeadshotStyle } from '@kadr/core/catalogue/headshot-styles';
import { assertSafeKey } from '@kadr/core/object-store/keys';
import { startInBackground } from '../../lib/background-task';
import type { Services } from '../../services-contract';

/** Presets from the local engine's catalogue are image styles; other kinds (if any) are never touched here. */
export const CATALOGUE_KIND = 'image';

/** Bump when the preview renderer changes in a way the style data does not show: every preview is redrawn once. */
const PREVIEW_RENDERER_VERSION = 1;

const STYLE_ID = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/**
 * `public/styles/<id>-<version>.jpg`. The version is a hash of what the preview shows (the style's background and
 * grading, the size, the renderer version), so a changed style gets a new file and an unchanged one keeps its file.
 */
export function stylePreviewKey(style: Pick<HeadshotStyle, 'id' | 'background' | 'grading'>): string {
  if (!STYLE_ID.test(style.id)) throw new Error(`Style id ${JSON.stringify(style.id)} cannot name a file`);
  const version = createHash('sha256')
    .update(JSON.stringify([PREVIEW_RENDERER_VERSION, PREVIEW_SIDE, style.background, style.grading]))
    .digest('hex')
    .slice(0, 12);
  return assertSafeKey(`public/styles/${style.id}-${version}.jpg`);
}

export type StylePreviewRenderer = (styleId: string) => Promise<Buffer>;

export interface SyncStylePresetsOptions {
  /** The catalogue to sync; the local engine's styles unless given. */
  catalogue?: readonly HeadshotStyle[];
  /** Draws a style's preview JPEG (the local engine's renderer, given by the composition root). */
  render: StylePreviewRenderer;
  /** Stops before the next preview is drawn (shutdown). */
  signal?: AbortSignal;
}

export interface SyncStylePresetsResult {
  /** Catalogue styles written to style_presets (created or updated). */
  upserted: string[];
  /** Presets no longer in the catalogue, now inactive. */
  deactivated: string[];
  /** Previews drawn and stored by this run (the rest were already in the store). */
  rendered: string[];
}

/**
 * Makes style_presets match the catalogue: one row per style (position = catalogue order, active), styles gone
 * from the catalogue inactive, and every style's preview in the object store. Idempotent: a second run changes
 * nothing and draws nothing, because previews are looked up in the store by their versioned key first.
 * A preview's key is saved on the row only once the file is stored, so the list never points at a missing file.
 */
export async function syncStylePresets(
  services: Pick<Services, 'prisma' | 'store'>,
  options: SyncStylePresetsOptions,
): Promise<SyncStylePresetsResult> {
  const { prisma, store } = services;
  const catalogue = options.catalogue ?? HEADSHOT_STYLES;
  const { render } = options;
  const keys = new Map(catalogue.map((style) => [style.id, stylePreviewKey(style)]));
  if (keys.size !== catalogue.length) throw new Error('The style catalogue has duplicate ids');

  const ids = catalogue.map((s) => s.id);
  const deactivated = await prisma.$transaction(async (tx) => {
    for (const [position, style] of catalogue.entries()) {
      const fields = {
        kind: CATALOGUE_KIND,
        nameEn: style.name.en,
        namePl: style.name.pl,
        descriptionEn: style.description.en,
        descriptionPl: style.description.pl,
        params: { background: style.background, grading: style.grading, retouch: style.retouch } as unknown as Prisma.InputJsonValue,
        position,
        active: true,
      };
      // `premium` and `previewKey` are left as they are on update: the first is an editorial flag, the second
      // changes only when a preview file exists.
      await tx.stylePreset.upsert({ where: { id: style.id }, create: { id: style.id, ...fields }, update: fields });
    }
    const gone = await tx.stylePreset.findMany({
      where: { kind: CATALOGUE_KIND, active: true, id: { notIn: ids } },
      select: { id: true },
    });
    if (gone.length) await tx.stylePreset.updateMany({ where: { id: { in: gone.map((g) => g.id) } }, data: { active: false } });
    return gone.map((g) => g.id);
  });

  const current = new Map(
    (await prisma.stylePreset.findMany({ where: { id: { in: ids } }, select: { id: true, previewKey: true } })).map((p) => [p.id, p.previewKey]),
  );
  const rendered: string[] = [];
  for (const style of catalogue) {
    if (options.signal?.aborted) break;
    const key = keys.get(style.id)!;
    if (!(await store.head(key))) {
      await store.put(key, await render(style.id), { contentType: 'image/jpeg', cacheControl: 'public, max-age=31536000, immutable' });
      rendered.push(style.id);
      // Where a renderer draws on this thread (the servers draw in the preview process): let waiting requests run between previews.
      await new Promise((resolve) => setImmediate(resolve));
    }
    const previous = current.get(style.id);
    if (previous !== key) {
      await prisma.stylePreset.update({ where: { id: style.id }, data: { previewKey: key } });
      // The superseded preview of this style (an older version) is no longer shown.
      if (previous && previous.startsWith(`public/styles/${style.id}-`)) await store.delete(previous);
    }
  }
  return { upserted: ids, deactivated, rendered };
}

/**
 * Runs the sync in the background of a starting process: startup does not wait for the previews (about a second
 * each on a CPU), and a failure is logged, never thrown. `stop()` lets a running sync finish its current preview.
 */
export function startStylePresetsSync(services: Pick<Services, 'prisma' | 'store' | 'log'>, render: StylePreviewRenderer) {
  const log = services.log.child({ component: 'styles' });
  return startInBackground(log, (signal) => syncStylePresets(services, { render, signal }), {
    report: ({ upserted, rendered, deactivated }, ms) => {
      if (rendered.length || deactivated.length) log.info({ styles: upserted.length, previewsDrawn: rendered.length, deactivated, ms }, 'synced the style presets');
    },
    failed: 'style preset sync failed',
  });
}
