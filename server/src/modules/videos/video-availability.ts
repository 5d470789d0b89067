import { mediaToolsStatus } from '@kadr/core/media-tools/media-tools';

/**
 * Whether this server can make videos now: every video, local or from a provider, is read with ffprobe before it is
 * delivered and its poster is cut with ffmpeg, so both must be usable (core/src/media-tools/media-tools.ts says where
 * they are looked for). The API processes and the workers run from the same installation.
 */
export async function videosAvailable(): Promise<boolean> {
  return (await mediaToolsStatus()).ok;
}
