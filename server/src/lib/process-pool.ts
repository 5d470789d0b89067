import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';

interface Task<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (err: unknown) => void;
}

interface Slot<I, O> {
  child: ChildProcess;
  /** Tasks sent to this process and not answered yet, by id. */
  tasks: Map<number, Task<I, O>>;
}

/** A task as sent to a pool process, and what it answers (see `servePoolTasks`). */
type Request<I> = { id: number; input: I };
type Reply<O> = { id: number } & ({ ok: true; output: O } | { ok: false; message: string });

const require = createRequire(import.meta.url);
/** Pool processes run the TypeScript sources too: tsx's loader is registered in each, as `node --import tsx` does here. */
const TSX_LOADER = pathToFileURL(require.resolve('tsx')).href;

export interface ProcessPoolOptions {
  /** Processes at most. */
  size: number;
  /** Tasks each process is given at once (default 1); tasks beyond wait in a FIFO queue (only their small inputs). */
  tasksPerProcess?: number;
  /** A process with nothing to do for this long exits, giving its memory back. */
  idleMs?: number;
  /** Scheduling priority of the processes (nice, 0–19): above 0 they yield the CPU to the requests. */
  nice?: number;
  /** V8 heap limit of each process, MB. */
  maxOldSpaceMb?: number;
}

/**
 * A few child processes, each running one task at a time, for work that must not run in the process that answers
 * requests: CPU-heavy, memory-hungry, or on untrusted input (a decoder that crashes or blows up takes down its
 * pool process and fails that task, never the server). Processes start on the first task, stop after `idleMs` idle,
 * end with the server (they exit when its IPC channel closes), and never keep it alive on their own.
 */
export class ProcessPool<I, O> {
  private readonly slots: Slot<I, O>[] = [];
  private readonly queue: Task<I, O>[] = [];
  private idleTimer: NodeJS.Timeout | undefined;
  private nextId = 1;

  constructor(
    private readonly script: URL,
    private readonly options: ProcessPoolOptions,
  ) {}

  /** Tasks waiting for a free process. */
  get waiting(): number {
    return this.queue.length;
  }

  /** Process ids of the pool's processes now. */
  get pids(): number[] {
    return this.slots.map((s) => s.child.pid!).filter(Boolean);
  }

  run(input: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      this.dispatch();
    });
  }

  /** Stops every process; tasks still waiting or running fail. */
  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    for (const task of this.queue.splice(0)) task.reject(new Error('The process pool was closed'));
    await Promise.all(this.slots.splice(0).map((slot) => {
      for (const task of slot.tasks.values()) task.reject(new Error('The process pool was closed'));
      slot.tasks.clear();
      return stop(slot.child);
    }));
  }

  private dispatch(): void {
    clearTimeout(this.idleTimer);
    const perProcess = this.options.tasksPerProcess ?? 1;
    while (this.queue.length) {
      // An idle process, else a new one, else the least busy one with room.
      const idle = this.slots.find((s) => s.tasks.size === 0);
      const roomy = this.slots.filter((s) => s.tasks.size < perProcess).sort((a, b) => a.tasks.size - b.tasks.size)[0];
      const slot = idle ?? (this.slots.length < this.options.size ? this.start() : roomy);
      if (!slot) return;
      const task = this.queue.shift()!;
      const id = this.nextId++;
      slot.tasks.set(id, task);
      // Referenced while it works, so that a caller awaiting the result keeps this process alive.
      slot.child.ref();
      slot.child.channel?.ref();
      slot.child.send({ id, input: task.input } satisfies Request<I> as never);
    }
    if (this.slots.every((s) => s.tasks.size === 0)) {
      this.idleTimer = setTimeout(() => void this.stopIdle(), this.options.idleMs ?? 60_000);
      this.idleTimer.unref();
    }
  }

  private start(): Slot<I, O> {
    const execArgv = ['--import', TSX_LOADER];
    if (this.options.maxOldSpaceMb) execArgv.push(`--max-old-space-size=${this.options.maxOldSpaceMb}`);
    const child = fork(fileURLToPath(this.script), [], { execArgv, serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const slot: Slot<I, O> = { child, tasks: new Map() };
    this.slots.push(slot);
    if (this.options.nice && child.pid) {
      try {
        setPriority(child.pid, this.options.nice);
      } catch {
        /* not permitted here: it runs at the server's priority */
      }
    }
    const idle = () => {
      child.unref();
      child.channel?.unref();
    };
    idle();
    child.on('message', (reply: Reply<O>) => {
      const task = slot.tasks.get(reply.id);
      slot.tasks.delete(reply.id);
      if (slot.tasks.size === 0) idle();
      if (task) {
        if (reply.ok) task.resolve(reply.output);
        else task.reject(new Error(reply.message));
      }
      this.dispatch();
    });
    const lost = (err: unknown) => {
      const index = this.slots.indexOf(slot);
      if (index < 0) return;
      this.slots.splice(index, 1);
      for (const task of slot.tasks.values()) task.reject(err instanceof Error ? err : new Error(String(err)));
      slot.tasks.clear();
      this.dispatch();
    };
    child.on('error', lost);
    child.on('exit', (code, signal) => lost(new Error(`A pool process stopped (${signal ?? `exit code ${code}`})`)));
    return slot;
  }

  private async stopIdle(): Promise<void> {
    const idle = this.slots.filter((s) => s.tasks.size === 0);
    for (const slot of idle) this.slots.splice(this.slots.indexOf(slot), 1);
    await Promise.all(idle.map((s) => stop(s.child)));
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The pool process's side: answers each task with `handle`'s result, or its error's message; exits with its parent. */
export function servePoolTasks<I, O>(handle: (input: I) => Promise<O>): void {
  if (!process.send) throw new Error('servePoolTasks runs in a process started by ProcessPool');
  const send = process.send.bind(process);
  process.on('message', ({ id, input }: Request<I>) => {
    handle(input).then(
      (output) => send({ id, ok: true, output } satisfies Reply<O>),
      (err: unknown) => send({ id, ok: false, message: err instanceof Error ? err.message : String(err) } satisfies Reply<O>),
    );
  });
  // The server went away (ended, or was killed): nothing will ask any more.
  process.on('disconnect', () => process.exit(0));
}
