import { createHash } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultLogger, type Logger } from '../log/logger';

/**
 * What our processes make working folders for in the OS temp folder, each removed by its own `finally`: `upload`
 * (a photo upload being read, server/src/rest/photo-multipart.ts), `video` (the local video engine's render) and
 * `probe` (ffprobe reading an MP4).
 */
export type TempFolderKind = 'upload' | 'video' | 'probe';
const KINDS: readonly TempFolderKind[] = ['upload', 'video', 'probe'];

/** Older than this, a working folder belongs to no running work (a local render's step times out after 15 minutes). */
export const STALE_TEMP_FOLDER_MS = 60 * 60 * 1000;

/**
 * This machine, as a folder name tells it (its host name, hashed): a temp folder shared by containers (each with its
 * own process ids) must not have one container judge another's process ids.
 */
const machine = createHash('sha256').update(hostname()).digest('hex').slice(0, 8);

/** The start of a working folder's name (for mkdtemp): `kadr-<kind>-<machine>-<pid>-`, so a sweep knows its owner. */
export const tempFolderPrefix = (kind: TempFolderKind, pid = process.pid) => `kadr-${kind}-${machine}-${pid}-`;

const NAME = /^kadr-(upload|video|probe)-(?:([0-9a-f]{8})-(\d+)-)?/;

/** When this process started: a folder with our own process id from before then was left by an earlier process. */
const processStart = () => Date.now() - process.uptime() * 1000;

/** Whether a process of this machine with that id runs (as any user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, as another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the working folders that killed processes left behind (their `finally` never ran), at a process's start:
 * only folders named with our prefixes; one named by a process of this machine that is gone (or by this process's
 * id before this process started: a restarted container often gets the same id) at once; any other (a live process
 * of this machine, another machine's, an older unnamed one) only once its newest entry is older than `maxAgeMs` (a
 * reused process id, or a folder no process can be told for), so work running in another process on this machine
 * keeps its folder. Answers the paths it removed; never throws (a folder it cannot read or remove is logged and left).
 */
export async function sweepStaleTempFolders(
  options: { dir?: string; maxAgeMs?: number; now?: number; log?: Logger; kinds?: readonly TempFolderKind[] } = {},
): Promise<string[]> {
  const dir = options.dir ?? tmpdir();
  const log = options.log ?? defaultLogger();
  const kinds = new Set(options.kinds ?? KINDS);
  const cutoff = (options.now ?? Date.now()) - (options.maxAgeMs ?? STALE_TEMP_FOLDER_MS);
  const removed: string[] = [];
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (err) {
    log.warn({ err, dir }, 'could not read the temp folder to sweep old working folders');
    return removed;
  }
  for (const entry of entries) {
    const name = NAME.exec(entry.name);
    if (!entry.isDirectory() || !name || !kinds.has(name[1] as TempFolderKind)) continue;
    const path = join(dir, entry.name);
    try {
      const pid = name[2] === machine ? Number(name[3]) : null;
      const newest = await newestChange(path);
      const ownerGone = pid !== null && (pid === process.pid ? newest < processStart() : !isAlive(pid));
      if (!ownerGone && newest >= cutoff) continue;
      await rm(path, { recursive: true, force: true });
      removed.push(path);
    } catch (err) {
      log.warn({ err, path }, 'could not remove an old working folder');
    }
  }
  if (removed.length) log.info({ removed }, 'removed working folders left by a stopped process');
  return removed;
}

/** The latest modification time of a folder and of what is directly in it (what an upload or a render writes). */
async function newestChange(path: string): Promise<number> {
  let newest = (await stat(path)).mtimeMs;
  for (const name of await readdir(path)) {
    const info = await stat(join(path, name)).catch(() => null);
    if (info) newest = Math.max(newest, info.mtimeMs);
  }
  return newest;
}
