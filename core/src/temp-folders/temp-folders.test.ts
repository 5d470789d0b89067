import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger';
import { STALE_TEMP_FOLDER_MS, sweepStaleTempFolders, tempFolderPrefix } from './temp-folders';

const log = createLogger('silent');

/** The id of a process of this machine that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

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

  it('removes at once the folders of a process of this machine that is gone, and keeps those of a live one', async () => {
    const gone = await deadPid();
    const deadUpload = await folder(`${tempFolderPrefix('upload', gone)}a1`, 1_000);
    const deadVideo = await folder(`${tempFolderPrefix('video', gone)}b2`, 1_000);
    // The process that started this test runs: its upload may be in the middle of a file.
    const live = await folder(`${tempFolderPrefix('upload', process.ppid)}c3`, 1_000);

    const removed = await sweepStaleTempFolders({ dir: parent, log });

    expect(removed.sort()).toEqual([deadUpload, deadVideo].sort());
    expect(await readdir(parent)).toEqual([live.slice(parent.length + 1)]);
  });

  it("removes a live process's folder only once it is stale (a reused process id), and another machine's by age", async () => {
    const hour = STALE_TEMP_FOLDER_MS;
    const reused = await folder(`${tempFolderPrefix('upload', process.ppid)}d4`, 2 * hour);
    const elsewhere = await folder('kadr-upload-0badc0de-1-e5', 2 * hour);
    await folder('kadr-upload-0badc0de-1-fresh', 60_000);

    const removed = await sweepStaleTempFolders({ dir: parent, log });

    expect(removed.sort()).toEqual([elsewhere, reused].sort());
  });

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

  it('sweeps only the kinds asked for', async () => {
    const gone = await deadPid();
    await folder(`${tempFolderPrefix('video', gone)}g7`, 1_000);
    const upload = await folder(`${tempFolderPrefix('upload', gone)}h8`, 1_000);

    expect(await sweepStaleTempFolders({ dir: parent, log, kinds: ['upload'] })).toEqual([upload]);
  });

  it('answers nothing, without throwing, when the folder cannot be read', async () => {
    expect(await sweepStaleTempFolders({ dir: join(parent, 'missing'), log })).toEqual([]);
  });
});
