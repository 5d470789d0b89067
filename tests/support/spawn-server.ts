import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Milliseconds from spawn to the first successful /healthz answer. */
  startupMs: number;
  output: () => string;
  stop(): Promise<void>;
}

const root = new URL('../..', import.meta.url).pathname;

/**
 * Starts the product as a user would (`npm start` by default) on a free port, and waits until /healthz answers.
 * Without DATABASE_URL in env it runs on the embedded PGlite default, in a fresh data folder. `cwd`: another
 * checkout of the project to run instead of this one (e.g. a `git worktree` of an older commit).
 */
export async function spawnServer(env: Record<string, string> = {}, command = ['npm', 'start'], cwd = root): Promise<RunningServer> {
  const started = Date.now();
  // A known port (not PORT=0) so PUBLIC_URL, and with it every mailed link, points at this very server.
  const port = env.PORT ?? String(await freePort());
  const child = spawn(command[0]!, command.slice(1), {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: port,
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'kadr-run-')),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Browser tests don't use style previews; rendering them (≈ 12 s of CPU) would only slow those tests.
      STYLE_PRESETS_SYNC: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));

  // Ready when /healthz answers (whatever LOG_LEVEL lets the server print); a server that exits first has failed.
  const url = `http://127.0.0.1:${port}`;
  const died = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`))));
  died.catch(() => {});
  const deadline = started + 120_000;
  for (;;) {
    const res = await Promise.race([fetch(`${url}/healthz`).catch(() => null), died]);
    if (res?.ok) break;
    if (Date.now() > deadline) throw new Error(`server did not start in 120 s:\n${out}`);
    await Promise.race([new Promise((r) => setTimeout(r, 50)), died]);
  }
  const startupMs = Date.now() - started;
  return {
    url,
    process: child,
    startupMs,
    output: () => out,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid!, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
    },
  };
}

/** A TCP port free right now on 127.0.0.1 (the OS picks it; the server binds it moments later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
