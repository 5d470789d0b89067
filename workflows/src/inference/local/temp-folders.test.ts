import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../../../core/src/log/logger';
import { STALE_TEMP_FOLDER_MS, sweepStaleTempFolders } from './temp-folders';

const log = createLogger('silent');

describe('sweepStaleTempFolders', () => {
  let parent: string;
  beforeEach(async () => {
    parent = await mkdtemp(join(tmpdir(), 'sweep-test-'));
  });
  afterEach(() => rm(parent, { recursive: true, force: true }));

  /** A folder with one file, both last changed `ageMs` ago. */
  async function folder(name: string, ageMs: number) {
    const path = join(parent, name);
    await mkdir(path);
    await writeFile(join(path, 'frame.png'), 'x');
    const at = new Date(Date.now() - ageMs);
    await utimes(join(path, 'frame.png'), at, at);
    await utimes(path, at, at);
    return path;
  }

  it("removes our stale render and probe folders, keeps fresh ones and anything that isn't ours", async () => {
    const hour = STALE_TEMP_FOLDER_MS;
    const staleVideo = await folder('kadr-video-stale1', 2 * hour);
    const staleProbe = await folder('kadr-probe-stale2', 2 * hour);
    await folder('kadr-video-fresh', 60_000);
    await folder('someone-elses-stale', 2 * hour);
    await writeFile(join(parent, 'kadr-video-a-file'), 'not a folder');
    // A render running for long already: its folder is old, but ffmpeg has just written into it.
    const running = await folder('kadr-video-running', 2 * hour);
    await writeFile(join(running, 'video.mp4'), 'being written');

    const removed = await sweepStaleTempFolders({ dir: parent, log });

    expect(removed.sort()).toEqual([staleProbe, staleVideo].sort());
    expect((await readdir(parent)).sort()).toEqual(['kadr-video-a-file', 'kadr-video-fresh', 'kadr-video-running', 'someone-elses-stale']);
  });

  it('answers nothing, without throwing, when the folder cannot be read', async () => {
    expect(await sweepStaleTempFolders({ dir: join(parent, 'missing'), log })).toEqual([]);
  });
});
