import { spawn } from 'node:child_process';

/**
 * Running ffmpeg / ffprobe as child processes (which build, and from where: core/src/media-tools/media-tools.ts):
 * arguments as an array (no shell), stderr kept for the error message, `-progress pipe:1` parsed for progress,
 * the process killed on abort.
 */

/** The ffmpeg and ffprobe this process runs; rejects with MediaToolsMissingError when either cannot be used. */
export { mediaTools } from '@kadr/core/media-tools/media-tools';

/** How much of stderr an error message carries (its end: ffmpeg prints the reason last). */
const STDERR_TAIL = 2000;

export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly exitCode: number | null,
    readonly stderrTail: string,
  ) {
    super(message);
    this.name = 'FfmpegError';
  }
}

export function abortError(message = 'Video render aborted'): DOMException {
  return new DOMException(message, 'AbortError');
}

export interface RunOptions {
  signal?: AbortSignal;
  /** Called with each block of `-progress` key/values (ffmpeg must be given `-progress pipe:1`). */
  onProgressBlock?: (values: Map<string, string>) => void;
}

export interface RunResult {
  stdout: Buffer;
  stderr: string;
}

/**
 * Runs `binary args…` to completion. Rejects with an FfmpegError (exit code, stderr tail) when it fails or cannot
 * be started, with an AbortError when `signal` fires (the process is killed and waited for first, so that no file
 * it writes is still open when the caller cleans up).
 */
export function runTool(binary: string, args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
  const { signal, onProgressBlock } = options;
  if (signal?.aborted) return Promise.reject(abortError());
  return new Promise<RunResult>((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    let stderr = '';
    let pending = '';
    let block = new Map<string, string>();
    let aborted = false;
    let spawnError: NodeJS.ErrnoException | null = null;

    const onAbort = () => {
      aborted = true;
      child.kill('SIGKILL');
    };
    signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout.on('data', (chunk: Buffer) => {
      if (!onProgressBlock) {
        stdout.push(chunk);
        return;
      }
      pending += chunk.toString('utf8');
      let newline: number;
      while ((newline = pending.indexOf('\n')) >= 0) {
        const line = pending.slice(0, newline).trim();
        pending = pending.slice(newline + 1);
        const eq = line.indexOf('=');
        if (eq <= 0) continue;
        const key = line.slice(0, eq);
        block.set(key, line.slice(eq + 1));
        // Each block ends with progress=continue|end.
        if (key === 'progress') {
          const done = block;
          block = new Map();
          try {
            onProgressBlock(done);
          } catch {
            // A failing listener must not break the render.
          }
        }
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-4 * STDERR_TAIL);
    });
    let settled = false;
    const finish = (code: number | null, killedBy: NodeJS.Signals | null) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      const tail = stderr.trim().slice(-STDERR_TAIL);
      if (aborted) return reject(abortError());
      if (spawnError) {
        const missing = spawnError.code === 'ENOENT';
        return reject(
          new FfmpegError(
            missing ? `${binary} not found` : `${binary} could not be started: ${spawnError.message}`,
            null,
            tail,
          ),
        );
      }
      if (code !== 0) {
        const how = code === null ? `was killed by ${killedBy}` : `exited with code ${code}`;
        return reject(new FfmpegError(`${binary} ${how}${tail ? `: ${tail}` : ''}`, code, tail));
      }
      resolve({ stdout: Buffer.concat(stdout), stderr });
    };
    child.on('error', (error: NodeJS.ErrnoException) => {
      spawnError = error;
      // Not started at all (no pid): no 'close' is guaranteed to follow.
      if (child.pid === undefined) finish(null, null);
    });
    child.on('close', finish);
  });
}
