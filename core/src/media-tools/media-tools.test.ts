import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMediaTools } from './media-tools';

let work: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'kadr-media-tools-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** A folder holding a fake `name` that prints `version` and lists no encoders or filters. */
async function fakeTool(name: string, folder: string) {
  const dir = join(work, folder);
  await rm(dir, { recursive: true, force: true });
  const { mkdir } = await import('node:fs/promises');
  await mkdir(dir);
  await writeFile(join(dir, name), `#!/bin/sh\necho "${name} version 0.0-fake"\nexit 0\n`, { mode: 0o755 });
  return dir;
}

describe('findMediaTools', () => {
  it('without a system build, uses the static builds shipped in the npm packages, and knows what they take', async () => {
    const status = await findMediaTools({ searchPath: '' });
    expect(status.ok).toBe(true);
    if (!status.ok) return;
    expect(status.tools.ffmpeg).toMatchObject({ source: 'bundled', version: expect.stringMatching(/^ffmpeg version /) });
    expect(status.tools.ffmpeg.path).toMatch(/node_modules\/@ffmpeg-installer\/linux-x64\/ffmpeg$/);
    expect(status.tools.ffprobe).toMatchObject({ source: 'bundled', version: expect.stringMatching(/^ffprobe version /) });
    // The packaged ffmpeg is a 2018 build (4.1): no -stats_period.
    expect(status.tools.statsPeriod).toBe(false);
  });

  it('passes over a system ffmpeg that lacks what the engine uses, saying why, and falls back to the packaged one', async () => {
    const dir = await fakeTool('ffmpeg', 'no-x264');
    const status = await findMediaTools({ searchPath: dir });
    expect(status.ok).toBe(true);
    if (status.ok) expect(status.tools.ffmpeg.source).toBe('bundled');

    const without = await findMediaTools({ searchPath: dir, bundled: false });
    expect(without).toMatchObject({ ok: false, missing: ['ffmpeg', 'ffprobe'] });
    if (!without.ok) {
      expect(without.reason).toContain(`${join(dir, 'ffmpeg')} has no libx264 encoder`);
      expect(without.reason).toMatch(/ffprobe not found: not on PATH, and @ffprobe-installer\/linux-x64 is not installed/);
    }
  });

  it('prefers a system build on PATH that has everything', async () => {
    // A wrapper around the packaged build stands for the system's: same capabilities, another place.
    const bundled = await findMediaTools({ searchPath: '' });
    if (!bundled.ok) throw new Error(bundled.reason);
    const dir = join(work, 'system');
    const { mkdir } = await import('node:fs/promises');
    await mkdir(dir, { recursive: true });
    for (const tool of [bundled.tools.ffmpeg, bundled.tools.ffprobe]) {
      await writeFile(join(dir, tool.name), `#!/bin/sh\nexec "${tool.path}" "$@"\n`, { mode: 0o755 });
    }
    const status = await findMediaTools({ searchPath: `/nonexistent:relative/dir:${dir}` });
    expect(status.ok && status.tools.ffmpeg).toMatchObject({ source: 'system', path: join(dir, 'ffmpeg') });
    expect(status.ok && status.tools.ffprobe).toMatchObject({ source: 'system', path: join(dir, 'ffprobe') });
  });

  it('a configured path is used alone: a wrong one is an error naming the setting, never replaced by another build', async () => {
    const missing = await findMediaTools({ ffmpegPath: join(work, 'nope', 'ffmpeg') });
    expect(missing).toMatchObject({ ok: false, missing: ['ffmpeg'] });
    if (!missing.ok) expect(missing.reason).toBe(`FFMPEG_PATH=${join(work, 'nope', 'ffmpeg')} is not an executable file`);

    const dir = await fakeTool('ffprobe', 'probe-ok');
    const probe = await findMediaTools({ ffprobePath: join(dir, 'ffprobe'), searchPath: '' });
    expect(probe.ok && probe.tools.ffprobe).toMatchObject({ source: 'configured', version: 'ffprobe version 0.0-fake' });

    const broken = await findMediaTools({ ffprobePath: '/bin/false' });
    expect(broken).toMatchObject({ ok: false, missing: ['ffprobe'] });
    if (!broken.ok) expect(broken.reason).toMatch(/^FFPROBE_PATH: \/bin\/false could not be run/);
  });
});
