import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempFolderPrefix } from '@kadr/core/temp-folders/temp-folders';
import { spawnServer } from '../support/spawn-server';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let tmp: string;
beforeAll(async () => {
  t = await createTestApp();
  tmp = await mkdtemp(join(tmpdir(), 'kadr-sweep-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
  await t.close();
});

/** An upload folder as photo-multipart.ts makes it for process `pid`, with half a photo in it. */
async function uploadFolder(pid: number, suffix: string) {
  const name = `${tempFolderPrefix('upload', pid)}${suffix}`;
  await mkdir(join(tmp, name));
  await writeFile(join(tmp, name, 'photo-0'), Buffer.alloc(4096));
  return name;
}

describe('an API process starting', () => {
  it('removes the upload folders of a killed server from the OS temp folder, and keeps those of a live process', async () => {
    // A server killed mid-upload: its process is gone, its folder was never disposed of.
    const killed = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    await new Promise((resolve) => killed.once('spawn', resolve));
    const orphan = await uploadFolder(killed.pid!, 'Ab12Cd');
    killed.kill('SIGKILL');
    await new Promise((resolve) => killed.once('exit', resolve));
    // Another API process of this machine, reading an upload right now.
    const live = await uploadFolder(process.pid, 'Ef34Gh');

    const server = await spawnServer(
      { DATABASE_URL: t.databaseUrl, JWT_SECRET: t.services.env.JWT_SECRET, RUN_WORKERS: 'false', TMPDIR: tmp },
      [process.execPath, '--import', 'tsx', 'server/src/main.ts'],
    );
    try {
      const uploads = (await readdir(tmp)).filter((name) => name.startsWith('kadr-upload-'));
      expect(uploads).not.toContain(orphan);
      expect(uploads).toEqual([live]);
    } finally {
      await server.stop();
    }
  }, 180_000);
});
