import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADSHOT_STYLES } from '@kadr/core/catalogue/headshot-styles';
import { loadEnv } from '@kadr/core/env';
import { renderStylePreview } from '@kadr/workflows/inference/local/style-preview';
import { stylePreviewKey, syncStylePresets, type SyncStylePresetsOptions } from '@kadr/server/modules/styles/sync-style-presets';
import { graphql } from '../gql';
import type { StylesAndCostsQuery } from '../gql/graphql';
import { graphqlClient } from '../support/graphql';
import { call, createTestApp, type TestApp, appRequest } from '../support/test-app';
import { waitFor } from '../support/wait';

const STYLES_AND_COSTS = graphql(`
  query StylesAndCosts {
    stylePresets { id kind name { en pl } description { en pl } previewUrl premium }
    generationCosts { standardPhoto highQualityPhoto shortVideo backgroundChange }
  }
`);
const STYLE_IDS = graphql(`
  query StyleIds {
    stylePresets { id }
  }
`);
/** GET /api/ai/styles: the presets as GraphQL's stylePresets has them, the costs as its generationCosts (compared below). */
type StylesResponse = { data: StylesAndCostsQuery['stylePresets']; metadata: { costs: StylesAndCostsQuery['generationCosts'] } };
const withoutQuery = (url: string | null) => url && url.split('?')[0];

describe('Style presets: catalogue sync, previews, GET /api/ai/styles and GraphQL', () => {
  let t: TestApp;
  let puts: string[] = [];

  const sync = (options: Partial<SyncStylePresetsOptions> = {}) => syncStylePresets(t.services, { render: (id) => renderStylePreview(id), ...options });
  const listStyles = async () => {
    const res = await call(t.app, 'GET', '/api/ai/styles');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    return res.body as StylesResponse;
  };

  beforeAll(async () => {
    t = await createTestApp({ BACKGROUND_CHANGE_COST_CREDITS: '3' });
    // Every write to the store is counted, so "renders nothing" is checked, not assumed.
    const store = t.services.store;
    const put = store.put.bind(store);
    store.put = (key, body, opts) => {
      puts.push(key);
      return put(key, body, opts);
    };
  });
  afterAll(() => t?.close());

  it('lists nothing before the first sync, without needing a sign-in', async () => {
    const body = await listStyles();
    expect(body.data).toEqual([]);
  });

  it('syncs the 11 catalogue styles in order with EN/PL names and a real 512×512 JPEG preview each', async () => {
    const result = await sync();
    expect(result.rendered).toEqual(HEADSHOT_STYLES.map((s) => s.id));
    expect(puts).toHaveLength(11);

    const { data, metadata } = await listStyles();
    expect(data.map((s) => s.id)).toEqual(HEADSHOT_STYLES.map((s) => s.id));
    expect(data).toHaveLength(11);
    expect(data.map((s) => s.id)).toEqual(expect.arrayContaining(['professional', 'casual', 'artistic', 'vintage', 'studio-grey', 'office-blur', 'outdoor']));
    expect(data[0]).toMatchObject({
      id: 'professional',
      kind: 'image',
      name: { en: 'Professional', pl: 'Profesjonalny' },
      description: { en: 'Neutral studio look on a soft grey backdrop.', pl: 'Neutralne studyjne ujęcie na miękkim szarym tle.' },
      premium: false,
    });
    for (const [i, style] of HEADSHOT_STYLES.entries()) {
      expect(data[i]?.name).toEqual(style.name);
      expect(data[i]?.description).toEqual(style.description);
    }
    expect(metadata.costs).toEqual({ standardPhoto: 1, highQualityPhoto: 2, shortVideo: 5, backgroundChange: 3 });

    const digests = new Set<string>();
    for (const style of data) {
      expect(style.previewUrl).toMatch(/^\/files\/public\/styles\/.+\.jpg\?.*sig=/);
      const res = await t.app.fetch(appRequest(style.previewUrl!));
      expect(res.status, style.id).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      const bytes = Buffer.from(await res.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height], style.id).toEqual(['jpeg', 512, 512]);
      digests.add(createHash('sha256').update(bytes).digest('hex'));
    }
    // Each style looks different.
    expect(digests.size).toBe(11);
    // The previews are signed URLs: without the signature nothing is served.
    expect((await t.app.fetch(appRequest(withoutQuery(data[0]!.previewUrl)!))).status).toBe(403);
  }, 300_000);

  it('renders nothing on a second sync (previews are found in the store) and keeps the same files', async () => {
    const keys = HEADSHOT_STYLES.map(stylePreviewKey);
    const before = await Promise.all(keys.map((k) => t.services.store.head(k)));
    expect(before.every((info) => info !== null)).toBe(true);
    puts = [];
    const result = await sync();
    expect(result.rendered).toEqual([]);
    expect(result.deactivated).toEqual([]);
    expect(puts).toEqual([]);
    const after = await Promise.all(keys.map((k) => t.services.store.head(k)));
    expect(after.map((i) => i!.lastModified.getTime())).toEqual(before.map((i) => i!.lastModified.getTime()));
    const { data } = await listStyles();
    expect(data.map((s) => withoutQuery(s.previewUrl))).toEqual(keys.map((k) => `/files/${k}`));
  });

  it('makes a style removed from the catalogue inactive, and brings it back in place when it returns', async () => {
    puts = [];
    const shorter = HEADSHOT_STYLES.filter((s) => s.id !== 'vintage');
    const result = await sync({ catalogue: shorter });
    expect(result.deactivated).toEqual(['vintage']);
    expect(puts).toEqual([]);
    const { data } = await listStyles();
    expect(data.map((s) => s.id)).toEqual(shorter.map((s) => s.id));
    expect(await t.services.prisma.stylePreset.findUnique({ where: { id: 'vintage' } })).toMatchObject({ active: false });

    const viaGraphql = await graphqlClient(t).execute(STYLE_IDS);
    expect(viaGraphql.data?.stylePresets.map((s) => s.id)).not.toContain('vintage');

    const back = await sync();
    expect(back.deactivated).toEqual([]);
    expect(puts).toEqual([]);
    expect((await listStyles()).data.map((s) => s.id)).toEqual(HEADSHOT_STYLES.map((s) => s.id));
  });

  it('draws a new preview when a style changes and removes the superseded file', async () => {
    const oldKey = stylePreviewKey(HEADSHOT_STYLES[0]!);
    const changed = HEADSHOT_STYLES.map((s, i) => (i === 0 ? { ...s, grading: { ...s.grading, warmth: 0.5 } } : s));
    const newKey = stylePreviewKey(changed[0]!);
    expect(newKey).not.toBe(oldKey);
    const red = await sharp({ create: { width: 512, height: 512, channels: 3, background: '#c00000' } }).jpeg().toBuffer();
    puts = [];
    const result = await sync({ catalogue: changed, render: async () => red });
    expect(result.rendered).toEqual(['professional']);
    expect(puts).toEqual([newKey]);
    expect(await t.services.store.head(oldKey)).toBeNull();
    const first = (await listStyles()).data[0];
    expect(withoutQuery(first?.previewUrl ?? null)).toBe(`/files/${newKey}`);
    const served = Buffer.from(await (await t.app.fetch(appRequest(first!.previewUrl!))).arrayBuffer());
    expect(served.equals(red)).toBe(true);

    // Back to the real catalogue: the real preview is drawn again under its own key.
    const restored = await sync();
    expect(restored.rendered).toEqual(['professional']);
    expect(await t.services.store.head(newKey)).toBeNull();
    expect(await t.services.store.head(oldKey)).not.toBeNull();
  }, 30_000);

  it('answers the same list and costs over GraphQL, signed in or not', async () => {
    const rest = await listStyles();
    const res = await graphqlClient(t).post(STYLES_AND_COSTS);
    expect(res.status).toBe(200);
    expect(res.result.errors).toBeUndefined();
    const { stylePresets, generationCosts } = res.result.data!;
    const strip = (list: StylesAndCostsQuery['stylePresets']) => list.map((s) => ({ ...s, previewUrl: withoutQuery(s.previewUrl) }));
    expect(strip(stylePresets)).toEqual(strip(rest.data));
    expect(generationCosts).toEqual(rest.metadata.costs);
    const previewRes = await t.app.fetch(appRequest(stylePresets[3]!.previewUrl!));
    expect(previewRes.status).toBe(200);
  });

  it('runs the sync in the background at startup when enabled, without re-drawing stored previews', async () => {
    // A second app over a fresh database that shares this app's file store, where every preview already is.
    const second = await createTestApp({ STYLE_PRESETS_SYNC: 'true', STORAGE_DIR: t.services.env.STORAGE_DIR });
    try {
      const rows = await waitFor(
        async () => {
          const presets = await second.services.prisma.stylePreset.findMany({ where: { active: true, previewKey: { not: null } } });
          return presets.length === HEADSHOT_STYLES.length && presets;
        },
        { what: 'the startup sync', timeoutMs: 60_000 },
      );
      expect(rows.map((p) => p.previewKey).sort()).toEqual(HEADSHOT_STYLES.map(stylePreviewKey).sort());
      const res = await call(second.app, 'GET', '/api/ai/styles');
      expect(res.body.data).toHaveLength(11);
      expect(res.body.metadata.costs.backgroundChange).toBe(1);
    } finally {
      await second.close();
    }
  }, 120_000);

  it('defaults the background change cost to 1 credit and refuses a negative one', () => {
    expect(loadEnv({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) }).BACKGROUND_CHANGE_COST_CREDITS).toBe(1);
    expect(() => loadEnv({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), BACKGROUND_CHANGE_COST_CREDITS: '-1' })).toThrow(/BACKGROUND_CHANGE_COST_CREDITS/);
  });
});
