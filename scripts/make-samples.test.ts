import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allSamples, SAMPLE_PEOPLE, SAMPLE_SIDE, SAMPLE_STYLES, SAMPLE_WIDTHS, samplesFor } from '@kadr/client/content/samples/index';
import { styles as matrixStyles } from '@kadr/client/features/ai-headshots/matrix';
import { HEADSHOT_STYLES } from '@kadr/core/catalogue/headshot-styles';
import { createTempStore, type TempStore } from '@kadr/workflows/inference/local/training-fixtures';
import { inputHash, makeSamples, makeVariants, plannedSamples, plannedVariants, renderSample, SAMPLE_SOURCES, SELFIES_PER_PERSON, selfiesOf, trainSamplePerson } from './make-samples';

describe('the engine samples the pages show and the generator makes', () => {
  it('are the same files: every catalogue style for every sample person, in catalogue order', () => {
    expect(allSamples().map((s) => s.src)).toEqual(plannedSamples().map((p) => p.src));
    expect(SAMPLE_PEOPLE.map((p) => p.id)).toEqual(SAMPLE_SOURCES.map((p) => p.id));
    expect(allSamples()).toHaveLength(HEADSHOT_STYLES.length * SAMPLE_SOURCES.length);
    expect(new Set(allSamples().map((s) => s.src)).size).toBe(allSamples().length);
    for (const sample of allSamples()) expect([sample.width, sample.height]).toEqual([SAMPLE_SIDE, SAMPLE_SIDE]);
  });

  it('are of the styles the programmatic pages show', () => {
    expect(matrixStyles.map((s) => s.id)).toEqual(SAMPLE_STYLES.map((s) => s.id));
  });

  it('have a sample of each person per style, with alt text in both languages naming the style', () => {
    for (const style of SAMPLE_STYLES) {
      const samples = samplesFor(style.id);
      expect(samples.map((s) => s.src)).toEqual(SAMPLE_PEOPLE.map((p) => `/samples/${style.id}-${p.id}.webp`));
      for (const sample of samples) {
        expect(sample.alt.en).toContain(`“${style.name.en}”`);
        expect(sample.alt.pl).toContain(`„${style.name.pl}”`);
      }
    }
    expect(samplesFor('no-such-style')).toEqual([]);
  });

  it('are offered at each width the generator makes, for srcset', () => {
    const made = new Set([...plannedSamples().map((p) => p.file), ...plannedVariants().map((v) => v.file)]);
    for (const sample of allSamples()) {
      const offered = sample.srcSet.split(', ').map((candidate) => candidate.split(' '));
      expect(offered.map(([, width]) => width)).toEqual(SAMPLE_WIDTHS.map((w) => `${w}w`));
      expect(offered.at(-1)![0]).toBe(sample.src);
      for (const [src] of offered) expect(made.has(src!.replace('/samples/', ''))).toBe(true);
    }
    expect(made.size).toBe(allSamples().length * SAMPLE_WIDTHS.length);
  });
});

describe('the samples generator', () => {
  let temp: TempStore;
  beforeAll(async () => {
    temp = await createTempStore();
  });
  afterAll(() => temp?.dispose());

  it("renders a sample with the real engine from a person's selfie set: a small square WebP of the same person", async () => {
    const person = SAMPLE_SOURCES[1]!;
    expect(await selfiesOf(person)).toHaveLength(SELFIES_PER_PERSON);
    const profile = await trainSamplePerson(temp, person);
    // Every selfie of the set shows the person's face: none is skipped by training.
    expect(profile.stats.usable).toBe(SELFIES_PER_PERSON);
    const { webp, identityScore } = await renderSample(temp, profile, 'solid-navy');
    const meta = await sharp(webp).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', SAMPLE_SIDE, SAMPLE_SIDE]);
    expect(webp.length).toBeLessThan(60 * 1024);
    expect(identityScore).toBeGreaterThanOrEqual(0.6);
    // The top corners are the style's navy background.
    const { data } = await sharp(webp).extract({ left: 0, top: 0, width: 16, height: 16 }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const mean = [0, 1, 2].map((c) => data.filter((_, i) => i % 3 === c).reduce((a, b) => a + b, 0) / (data.length / 3));
    mean.forEach((v, c) => expect(Math.abs(v - [0x1f, 0x2d, 0x4d][c]!)).toBeLessThan(8));
  }, 120_000);

  it('does nothing when every file is there and the stamp holds the hash of its inputs', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kadr-samples-'));
    try {
      const files = plannedSamples().map((p) => p.file);
      await Promise.all(files.map((f) => writeFile(join(dir, f), 'x')));
      await Promise.all(plannedVariants().map((v) => writeFile(join(dir, v.file), 'x')));
      const stampFile = join(dir, 'stamp.json');
      await writeFile(stampFile, JSON.stringify({ hash: await inputHash(), files }));
      const result = await makeSamples({ outDir: dir, stampFile });
      expect(result).toMatchObject({ skipped: true, made: 0 });
      expect(await readFile(join(dir, files[0]!), 'utf8')).toBe('x');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('scales each sample to its smaller widths, again only when the sample is newer than its copy', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kadr-samples-'));
    try {
      const navy = await sharp({ create: { width: SAMPLE_SIDE, height: SAMPLE_SIDE, channels: 3, background: '#1f2d4d' } }).webp({ quality: 80 }).toBuffer();
      await Promise.all(plannedSamples().map((p) => writeFile(join(dir, p.file), navy)));
      const variants = plannedVariants();
      expect(await makeVariants(dir)).toBe(variants.length);
      for (const variant of variants.slice(0, 4)) {
        const meta = await sharp(join(dir, variant.file)).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', variant.width, variant.width]);
      }
      expect(await makeVariants(dir)).toBe(0);
      // A sample made again (newer than its copies): its copies are made again, the others are kept.
      const later = new Date(Date.now() + 60_000);
      await utimes(join(dir, variants[0]!.source), later, later);
      expect(await makeVariants(dir)).toBe(variants.filter((v) => v.source === variants[0]!.source).length);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
