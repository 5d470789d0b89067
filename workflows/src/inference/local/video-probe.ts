import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROBE_TEMP_PREFIX } from './temp-folders';
import { mediaTools, runTool } from './video-ffmpeg';

/** What ffprobe says about the first video stream of an MP4. */
export interface VideoProbe {
  codec: string;
  width: number;
  height: number;
  /** Frames per second (average frame rate). */
  fps: number;
  durationSeconds: number;
  pixelFormat: string;
  frames: number;
  /** Whether the file has any audio stream. */
  hasAudio: boolean;
}

interface FfprobeJson {
  streams?: {
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    avg_frame_rate?: string;
    r_frame_rate?: string;
    pix_fmt?: string;
    nb_frames?: string;
    duration?: string;
  }[];
  format?: { duration?: string };
}

const rate = (fraction: string | undefined) => {
  const [num = 0, den = 1] = (fraction ?? '0/1').split('/').map(Number);
  return den ? num / den : 0;
};

/** Writes `bytes` into a fresh temp folder, runs `task` on the file path, removes the folder whatever happens. */
async function withTempFile<T>(bytes: Buffer, name: string, task: (path: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), PROBE_TEMP_PREFIX));
  try {
    const path = join(dir, name);
    await writeFile(path, bytes);
    return await task(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Codec, size, frame rate, duration and pixel format of an MP4's video stream, by ffprobe. */
export function probeVideo(mp4: Buffer): Promise<VideoProbe> {
  return withTempFile(mp4, 'video.mp4', async (path) => {
    const { stdout } = await runTool((await mediaTools()).ffprobe.path, [
      '-v', 'error',
      '-show_entries', 'stream=codec_type,codec_name,width,height,avg_frame_rate,r_frame_rate,pix_fmt,nb_frames,duration:format=duration',
      '-of', 'json',
      path,
    ]);
    const json = JSON.parse(stdout.toString('utf8')) as FfprobeJson;
    const video = json.streams?.find((s) => s.codec_type === 'video');
    if (!video) throw new Error('ffprobe: no video stream');
    return {
      codec: video.codec_name ?? '',
      width: video.width ?? 0,
      height: video.height ?? 0,
      fps: rate(video.avg_frame_rate ?? video.r_frame_rate),
      durationSeconds: Number(video.duration ?? json.format?.duration ?? 0),
      pixelFormat: video.pix_fmt ?? '',
      frames: Number(video.nb_frames ?? 0),
      hasAudio: (json.streams ?? []).some((s) => s.codec_type === 'audio'),
    };
  });
}

/** The frame of an MP4 shown at `seconds` (accurate seek: the first frame from there on), as packed 8-bit RGB. */
export function extractFrame(mp4: Buffer, seconds: number): Promise<{ data: Buffer; width: number; height: number }> {
  return withTempFile(mp4, 'video.mp4', async (path) => {
    const probe = await probeVideo(mp4);
    const { stdout } = await runTool((await mediaTools()).ffmpeg.path, [
      '-hide_banner', '-loglevel', 'error', '-nostdin',
      '-i', path,
      // Rounded down to the millisecond: a frame's own time rounded up would skip that frame.
      '-ss', (Math.floor(Math.max(0, seconds) * 1000) / 1000).toFixed(3),
      '-frames:v', '1',
      '-f', 'rawvideo', '-pix_fmt', 'rgb24',
      'pipe:1',
    ]);
    const expected = probe.width * probe.height * 3;
    if (stdout.length !== expected) throw new Error(`extractFrame: got ${stdout.length} bytes at ${seconds}s, expected ${expected}`);
    return { data: stdout, width: probe.width, height: probe.height };
  });
}

/** The top-level boxes of an ISO BMFF (MP4) file, in file order: type and size. */
export function mp4Boxes(mp4: Buffer): { type: string; size: number }[] {
  const boxes: { type: string; size: number }[] = [];
  let offset = 0;
  while (offset + 8 <= mp4.length) {
    let size = mp4.readUInt32BE(offset);
    const type = mp4.toString('latin1', offset + 4, offset + 8);
    if (size === 1 && offset + 16 <= mp4.length) size = Number(mp4.readBigUInt64BE(offset + 8));
    else if (size === 0) size = mp4.length - offset;
    if (size < 8) throw new Error(`Bad MP4 box '${type}' of size ${size} at ${offset}`);
    boxes.push({ type, size });
    offset += size;
  }
  return boxes;
}
