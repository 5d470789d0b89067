import { readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultLogger, type Logger } from '../../../../core/src/log/logger';

/** The local video engine's working folder for one render (frames, the MP4 being written): removed when it ends. */
export const VIDEO_TEMP_PREFIX = 'kadr-video-';
/** ffprobe's folder for one MP4 being read: removed when it ends. */
export const PROBE_TEMP_PREFIX = 'kadr-probe-';

/** Older than this, a working folder belongs to no running render (a local render's step times out after 15 minutes). */
export const STALE_TEMP_FOLDER_MS = 60 * 60 * 1000;

/**
 * Removes the working folders of renders and probes that a killed process left behind (its `finally` never ran):
 * only folders named with our prefixes, and only those whose newest entry is older than `maxAgeMs`, so a render
 * running in another worker on this machine keeps its folder (ffmpeg writes into it all the time). Answers the
 * paths it removed; never throws (a folder it cannot read or remove is logged and left).
 */
export async function sweepStaleTempFolders(
  options: { dir?: string; maxAgeMs?: number; now?: number; log?: Logger } = {},
): Promise<string[]> {
  const dir = options.dir ?? tmpdir();
  const log = options.log ?? defaultLogger();
  const cutoff = (options.now ?? Date.now()) - (options.maxAgeMs ?? STALE_TEMP_FOLDER_MS);
  const removed: string[] = [];
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (err) {
    log.warn({ err, dir }, 'could not read the temp folder to sweep old render folders');
    return removed;
  }
  for (const entry of entries) {
    if (!entry.isDirectory() || !(entry.name.startsWith(VIDEO_TEMP_PREFIX) || entry.name.startsWith(PROBE_TEMP_PREFIX))) continue;
    const path = join(dir, entry.name);
    try {
      if ((await newestChange(path)) >= cutoff) continue;
      await rm(path, { recursive: true, force: true });
      removed.push(path);
    } catch (err) {
      log.warn({ err, path }, 'could not remove an old render folder');
    }
  }
  if (removed.length) log.info({ removed }, 'removed render folders left by a stopped process');
  return removed;
}

/** The latest modification time of a folder and of what is directly in it (what a render writes). */
async function newestChange(path: string): Promise<number> {
  let newest = (await stat(path)).mtimeMs;
  for (const name of await readdir(path)) {
    const info = await stat(join(path, name)).catch(() => null);
    if (info) newest = Math.max(newest, info.mtimeMs);
  }
  return newest;
}
