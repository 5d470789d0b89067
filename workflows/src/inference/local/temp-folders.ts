import type { Logger } from '@kadr/core/log/logger';
import { sweepStaleTempFolders as sweep, tempFolderPrefix } from '@kadr/core/temp-folders/temp-folders';

/** The local video engine's working folder for one render (frames, the MP4 being written): removed when it ends. */
export const VIDEO_TEMP_PREFIX = tempFolderPrefix('video');
/** ffprobe's folder for one MP4 being read: removed when it ends. */
export const PROBE_TEMP_PREFIX = tempFolderPrefix('probe');

/**
 * Removes the render and probe folders that killed processes left behind, when a media worker starts
 * (core/src/temp-folders decides which: a live process's stay). Answers the paths it removed; never throws.
 */
export const sweepStaleTempFolders = (options: { log?: Logger; dir?: string } = {}) => sweep({ ...options, kinds: ['video', 'probe'] });
