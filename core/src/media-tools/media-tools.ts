import { execFile } from 'node:child_process';
import { accessSync, chmodSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, isAbsolute, join } from 'node:path';

/**
 * The programs the running product starts: ffmpeg (renders the local engine's videos) and ffprobe (reads every MP4
 * before it is delivered, the local engine's and a provider's). Found once per process, in this order:
 *
 * 1. `FFMPEG_PATH` / `FFPROBE_PATH` when set: that file and nothing else (a wrong path is an error naming the
 *    setting, never silently replaced);
 * 2. the system's `ffmpeg` / `ffprobe` on PATH (Debian's package: kept up to date by the OS), when it has what the
 *    engine uses (libx264 and the `perspective`, `overlay` and `loop` filters);
 * 3. the static builds shipped inside npm packages (`@ffmpeg-installer/linux-x64`, `@ffprobe-installer/linux-x64`,
 *    optional dependencies, installed by `npm ci` without root and without a download from elsewhere).
 *
 * Nothing needs root: a fresh machine with only npm renders videos through (3).
 */

export type MediaToolName = 'ffmpeg' | 'ffprobe';
export type MediaToolSource = 'configured' | 'system' | 'bundled';

export interface MediaTool {
  name: MediaToolName;
  /** Absolute path of the program. */
  path: string;
  source: MediaToolSource;
  /** The first line of `-version`. */
  version: string;
}

export interface MediaTools {
  ffmpeg: MediaTool;
  ffprobe: MediaTool;
  /** Whether ffmpeg takes `-stats_period` (4.4 and later; the bundled build is 4.1 and reports progress every 0.5 s). */
  statsPeriod: boolean;
}

export type MediaToolsStatus = { ok: true; tools: MediaTools } | { ok: false; missing: MediaToolName[]; reason: string };

export interface MediaToolsOptions {
  /** FFMPEG_PATH: use this ffmpeg only. */
  ffmpegPath?: string;
  /** FFPROBE_PATH: use this ffprobe only. */
  ffprobePath?: string;
  /** The directories searched for a system build (default: this process's PATH). */
  searchPath?: string;
  /** Whether the npm packages' builds may be used (default true). */
  bundled?: boolean;
}

/** The npm packages that ship a static build, and the file inside each. */
const BUNDLED: Record<MediaToolName, { pkg: string; file: string }> = {
  ffmpeg: { pkg: '@ffmpeg-installer/linux-x64', file: 'ffmpeg' },
  ffprobe: { pkg: '@ffprobe-installer/linux-x64', file: 'ffprobe' },
};

const SETTING: Record<MediaToolName, string> = { ffmpeg: 'FFMPEG_PATH', ffprobe: 'FFPROBE_PATH' };

/** What the video engine's filter graph and encoder need from an ffmpeg build. */
const NEEDED_FILTERS = ['perspective', 'overlay', 'loop', 'setpts', 'scale', 'format'];
const NEEDED_ENCODER = 'libx264';

const PROBE_TIMEOUT_MS = 15_000;
const require = createRequire(import.meta.url);

function run(path: string, args: string[]): Promise<{ ok: boolean; stdout: string; error?: string }> {
  return new Promise((resolve) => {
    execFile(path, args, { timeout: PROBE_TIMEOUT_MS, maxBuffer: 4 * 1024 * 1024, encoding: 'utf8' }, (error, stdout, stderr) => {
      resolve(error ? { ok: false, stdout, error: (stderr || error.message).trim().split('\n').at(-1) } : { ok: true, stdout });
    });
  });
}

function isExecutableFile(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** `name` in one of the PATH directories, as an absolute path; null when none has it. */
function onPath(name: string, searchPath: string): string | null {
  for (const dir of searchPath.split(delimiter)) {
    if (!dir || !isAbsolute(dir)) continue;
    const candidate = join(dir, name);
    if (isExecutableFile(candidate)) return candidate;
  }
  return null;
}

/**
 * The npm package's build, or null when the package is not installed (another OS or CPU: it is an optional
 * dependency). npm 11 does not run the packages' `chmod u+x` install scripts; the files are packed executable, and
 * a copy that lost the bit is given it back when this process owns it.
 */
function bundledPath(name: MediaToolName): string | null {
  let dir: string;
  try {
    dir = dirname(require.resolve(`${BUNDLED[name].pkg}/package.json`));
  } catch {
    return null;
  }
  const path = join(dir, BUNDLED[name].file);
  if (isExecutableFile(path)) return path;
  try {
    chmodSync(path, 0o755);
  } catch {
    return null;
  }
  return isExecutableFile(path) ? path : null;
}

/** Why this ffmpeg cannot render the engine's videos, or null when it can. */
async function ffmpegShortcoming(path: string): Promise<string | null> {
  const [encoders, filters] = await Promise.all([run(path, ['-hide_banner', '-encoders']), run(path, ['-hide_banner', '-filters'])]);
  if (!encoders.ok || !filters.ok) return `${path} could not list its encoders and filters: ${encoders.error ?? filters.error}`;
  if (!new RegExp(`\\s${NEEDED_ENCODER}\\s`).test(encoders.stdout)) return `${path} has no ${NEEDED_ENCODER} encoder`;
  const absent = NEEDED_FILTERS.filter((f) => !new RegExp(`\\s${f}\\s`).test(filters.stdout));
  return absent.length ? `${path} lacks the ${absent.join(', ')} filter${absent.length > 1 ? 's' : ''}` : null;
}

/** Starts `path -version` and, for ffmpeg, checks it has what the engine uses. */
async function check(name: MediaToolName, path: string, source: MediaToolSource): Promise<MediaTool | string> {
  const version = await run(path, ['-version']);
  if (!version.ok) return `${path} could not be run: ${version.error}`;
  if (name === 'ffmpeg') {
    const shortcoming = await ffmpegShortcoming(path);
    if (shortcoming) return shortcoming;
  }
  return { name, path, source, version: version.stdout.split('\n')[0]!.trim() };
}

async function findTool(name: MediaToolName, options: MediaToolsOptions): Promise<MediaTool | string> {
  const configured = name === 'ffmpeg' ? options.ffmpegPath : options.ffprobePath;
  if (configured) {
    if (!isExecutableFile(configured)) return `${SETTING[name]}=${configured} is not an executable file`;
    const tool = await check(name, configured, 'configured');
    return typeof tool === 'string' ? `${SETTING[name]}: ${tool}` : tool;
  }
  const reasons: string[] = [];
  const system = onPath(name, options.searchPath ?? process.env.PATH ?? '');
  if (system) {
    const tool = await check(name, system, 'system');
    if (typeof tool !== 'string') return tool;
    reasons.push(tool);
  }
  const bundled = options.bundled === false ? null : bundledPath(name);
  if (bundled) {
    const tool = await check(name, bundled, 'bundled');
    if (typeof tool !== 'string') return tool;
    reasons.push(tool);
  }
  if (!system && !bundled) {
    reasons.push(`${name} not found: not on PATH, and ${BUNDLED[name].pkg} is not installed (npm ci installs it on Linux x64)`);
  }
  return reasons.join('; ');
}

/** Finds ffmpeg and ffprobe (see the module comment). Never throws: a missing tool is reported with its reason. */
export async function findMediaTools(options: MediaToolsOptions = {}): Promise<MediaToolsStatus> {
  const [ffmpeg, ffprobe] = await Promise.all([findTool('ffmpeg', options), findTool('ffprobe', options)]);
  if (typeof ffmpeg === 'string' || typeof ffprobe === 'string') {
    const missing: MediaToolName[] = [];
    const reasons: string[] = [];
    for (const [name, tool] of [['ffmpeg', ffmpeg], ['ffprobe', ffprobe]] as const) {
      if (typeof tool !== 'string') continue;
      missing.push(name);
      reasons.push(tool);
    }
    return { ok: false, missing, reason: reasons.join('; ') };
  }
  const statsPeriod = (await run(ffmpeg.path, ['-hide_banner', '-stats_period', '0.25', '-version'])).ok;
  return { ok: true, tools: { ffmpeg, ffprobe, statsPeriod } };
}

/** A video that cannot be made or read on this machine: ffmpeg or ffprobe is missing or unusable. */
export class MediaToolsMissingError extends Error {
  constructor(readonly missing: MediaToolName[], reason: string) {
    super(`Video tools unavailable: ${reason}`);
    this.name = 'MediaToolsMissingError';
  }
}

/** A tool found missing is looked for again after this long (installed while the process runs). */
const RETRY_MISSING_MS = 60_000;

let configured: MediaToolsOptions = {};
let found: { status: Promise<MediaToolsStatus>; at: number } | null = null;

/** Sets FFMPEG_PATH / FFPROBE_PATH from the parsed configuration (entry points), and forgets what was found. */
export function configureMediaTools(options: MediaToolsOptions): void {
  const next = { ...options };
  if (JSON.stringify(next) === JSON.stringify(configured)) return;
  configured = next;
  found = null;
}

/** This process's tools, found on first use and kept. */
export async function mediaToolsStatus(): Promise<MediaToolsStatus> {
  if (found && !(await found.status).ok && Date.now() - found.at > RETRY_MISSING_MS) found = null;
  found ??= { status: findMediaTools(configured), at: Date.now() };
  return found.status;
}

/** This process's tools; rejects with MediaToolsMissingError when one cannot be used. */
export async function mediaTools(): Promise<MediaTools> {
  const status = await mediaToolsStatus();
  if (!status.ok) throw new MediaToolsMissingError(status.missing, status.reason);
  return status.tools;
}
