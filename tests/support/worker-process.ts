import { spawn, type ChildProcess } from 'node:child_process';
import { waitFor } from './wait';

const root = new URL('../..', import.meta.url).pathname;

export interface WorkerProcess {
  name: string;
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves once the process has exited (killed or not). */
  exited(): Promise<void>;
}

/**
 * Spawns a production worker process (`server/src/worker.ts`, the job workers without HTTP) on `env`'s database and
 * store, without waiting for it. Its pid is the Node process itself, so `child.kill('SIGKILL')` is a kill -9 of the
 * worker.
 */
export function spawnWorkerProcess(name: string, env: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/worker.ts'], {
    cwd: root,
    env: { ...process.env, ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = () => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((r) => child.once('exit', () => r())));
  return { name, child, output: () => out, exited };
}

/** Spawns a worker process (spawnWorkerProcess) and waits for it to say it is ready. */
export async function startWorkerProcess(name: string, env: Record<string, string>): Promise<WorkerProcess> {
  const worker = spawnWorkerProcess(name, env);
  const { child } = worker;
  await waitFor(
    () => {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited before it was ready:\n${worker.output()}`);
      return worker.output().includes('Kadr worker ready');
    },
    { timeoutMs: 120_000, what: () => `${name} to be ready\n${worker.output()}` },
  );
  return worker;
}
