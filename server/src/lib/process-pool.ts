import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism, setPriority, totalmem } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';

interface Task<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (err: unknown) => void;
}

interface Slot<I, O> {
  child: ChildProcess;
  /** Told by the process once its `prepare` is done (models loaded): only then is it given tasks. */
  ready: boolean;
  /** Tasks sent to this process and not answered yet, by id. */
  tasks: Map<number, Task<I, O>>;
  /** When its last task was answered (or it became ready), for the idle rules. */
  idleSince: number;
}

/** A task as sent to a pool process, and what it answers (see `servePoolTasks`). */
type Request<I> = { id: number; input: I };
type Reply<O> = { id: number } & ({ ok: true; output: O } | { ok: false; message: string });
/** A pool process's first message: it is ready for tasks. */
type Ready = { ready: true };

const require = createRequire(import.meta.url);
/** Pool processes run the TypeScript sources too: tsx's loader is registered in each, as `node --import tsx` does here. */
const TSX_LOADER = pathToFileURL(require.resolve('tsx')).href;

export interface ProcessPoolOptions {
  /** Processes at most. */
  maxProcesses: number;
  /**
   * Tasks each process is given at once (default 1); tasks beyond wait in a FIFO queue (only their small inputs). The
   * pool runs as many processes as its queue needs at this rate: ⌈(tasks running + waiting) / tasksPerProcess⌉, up
   * to maxProcesses, so that a lone task never starts a second process while the first one has room.
   */
  tasksPerProcess?: number;
  /** A process with nothing to do for this long exits, giving its memory back (default 60 s). */
  idleMs?: number;
  /**
   * The last `processes` processes (default 0) stay this long after their last task instead (default idleMs), so
   * that the next burst finds one ready, its models loaded.
   */
  keepWarm?: { processes: number; ms: number };
  /** Scheduling priority of the processes (nice, 0–19): above 0 they yield the CPU to the requests. */
  nice?: number;
  /** V8 heap limit of each process, MB. */
  maxOldSpaceMb?: number;
  /** More arguments for the processes' `node` (V8 flags). */
  execArgv?: string[];
}

/** The share of the machine's memory that a pool's processes may take together (see `processLimit`). */
export const POOL_MEMORY_SHARE = 0.25;

/**
 * How many processes a pool may run here: one per core (they run at a lower priority, so requests still go first),
 * as long as they take at most POOL_MEMORY_SHARE of the memory at `perProcessMb` each; always at least one.
 */
export function processLimit({ cores, memoryBytes, perProcessMb }: { cores: number; memoryBytes: number; perProcessMb: number }): number {
  const byMemory = Math.floor((memoryBytes * POOL_MEMORY_SHARE) / (perProcessMb * 1024 * 1024));
  return Math.max(1, Math.min(cores, byMemory));
}

/** This machine's cores and memory: the container's memory limit where one is set below the machine's. */
export function machineCapacity(): { cores: number; memoryBytes: number } {
  const limit = process.constrainedMemory();
  const memoryBytes = limit > 0 && limit < totalmem() ? limit : totalmem();
  return { cores: availableParallelism(), memoryBytes };
}

/**
 * Child processes for work that must not run in the process that answers requests: CPU-heavy, memory-hungry, or on
 * untrusted input (a decoder that crashes or blows up takes down its pool process and fails that task, never the
 * server). Processes start as tasks wait (or on `prewarm`), take tasks once ready, stop after `idleMs` idle down to
 * the `keepWarm` ones, end with the server (they exit when its IPC channel closes), and never keep it alive on their
 * own.
 */
export class ProcessPool<I, O> {
  private readonly slots: Slot<I, O>[] = [];
  private readonly queue: Task<I, O>[] = [];
  private nextId = 1;
  private closed = false;
  private sweepTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly script: URL,
    private readonly options: ProcessPoolOptions,
  ) {}

  /** Tasks waiting for a free process. */
  get waiting(): number {
    return this.queue.length;
  }

  /** Processes now, started or starting. */
  get processes(): number {
    return this.slots.length;
  }

  /** Process ids of the pool's processes now. */
  get pids(): number[] {
    return this.slots.map((s) => s.child.pid!).filter(Boolean);
  }

  run(input: I): Promise<O> {
    if (this.closed) return Promise.reject(new Error('The process pool was closed'));
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      this.dispatch();
    });
  }

  /** Starts processes up to `processes` (at most maxProcesses), so that the first tasks find them ready (their models loaded). */
  prewarm(processes = 1): void {
    const wanted = Math.min(processes, this.options.maxProcesses);
    while (!this.closed && this.slots.length < wanted) this.start();
  }

  /** Stops every process; tasks still waiting or running fail. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.sweepTimer);
    for (const task of this.queue.splice(0)) task.reject(new Error('The process pool was closed'));
    await Promise.all(
      this.slots.splice(0).map((slot) => {
        for (const task of slot.tasks.values()) task.reject(new Error('The process pool was closed'));
        slot.tasks.clear();
        return stop(slot.child);
      }),
    );
  }

  private get perProcess(): number {
    return this.options.tasksPerProcess ?? 1;
  }

  private dispatch(): void {
    if (this.closed) return;
    // Ready processes with room take waiting tasks, the least busy first.
    while (this.queue.length) {
      const slot = this.slots.filter((s) => s.ready && s.tasks.size < this.perProcess).sort((a, b) => a.tasks.size - b.tasks.size)[0];
      if (!slot) break;
      this.send(slot, this.queue.shift()!);
    }
    // As many processes as the tasks need, running or waiting, at perProcess each.
    const running = this.slots.reduce((n, s) => n + s.tasks.size, 0);
    const wanted = Math.min(this.options.maxProcesses, Math.ceil((running + this.queue.length) / this.perProcess));
    while (this.queue.length && this.slots.length < wanted) this.start();
    this.updateRefs();
    this.sweep();
  }

  private send(slot: Slot<I, O>, task: Task<I, O>): void {
    const id = this.nextId++;
    slot.tasks.set(id, task);
    slot.child.send({ id, input: task.input } satisfies Request<I> as never);
  }

  /**
   * A process that works, or that starts while tasks wait for it, is referenced, so that a caller awaiting a result
   * keeps this process alive; an idle or prewarming one is not.
   */
  private updateRefs(): void {
    for (const slot of this.slots) {
      const needed = slot.tasks.size > 0 || (!slot.ready && this.queue.length > 0);
      if (needed) {
        slot.child.ref();
        slot.child.channel?.ref();
      } else {
        slot.child.unref();
        slot.child.channel?.unref();
      }
    }
  }

  private start(): Slot<I, O> {
    const execArgv = ['--import', TSX_LOADER, ...(this.options.execArgv ?? [])];
    if (this.options.maxOldSpaceMb) execArgv.push(`--max-old-space-size=${this.options.maxOldSpaceMb}`);
    const child = fork(fileURLToPath(this.script), [], { execArgv, serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const slot: Slot<I, O> = { child, ready: false, tasks: new Map(), idleSince: Date.now() };
    this.slots.push(slot);
    if (this.options.nice && child.pid) {
      try {
        setPriority(child.pid, this.options.nice);
      } catch {
        /* not permitted here: it runs at the server's priority */
      }
    }
    child.on('message', (message: Reply<O> | Ready) => {
      if ('ready' in message) {
        slot.ready = true;
      } else {
        const task = slot.tasks.get(message.id);
        slot.tasks.delete(message.id);
        if (task) {
          if (message.ok) task.resolve(message.output);
          else task.reject(new Error(message.message));
        }
      }
      if (slot.tasks.size === 0) slot.idleSince = Date.now();
      this.dispatch();
    });
    const lost = (err: unknown) => {
      const index = this.slots.indexOf(slot);
      if (index < 0) return;
      this.slots.splice(index, 1);
      const error = err instanceof Error ? err : new Error(String(err));
      for (const task of slot.tasks.values()) task.reject(error);
      slot.tasks.clear();
      // A process that could not even start will not do better the next time: the waiting tasks fail with it
      // rather than start process after process.
      if (!slot.ready) for (const task of this.queue.splice(0)) task.reject(error);
      this.dispatch();
    };
    child.on('error', lost);
    child.on('exit', (code, signal) => lost(new Error(`A pool process stopped (${signal ?? `exit code ${code}`})`)));
    this.updateRefs();
    return slot;
  }

  /**
   * Stops the processes that have been idle long enough: idleMs, or keepWarm.ms for the last keepWarm.processes of
   * them (the most recently busy ones; working and starting processes count first). Runs after every change and on a
   * timer for the next deadline.
   */
  private sweep(): void {
    clearTimeout(this.sweepTimer);
    const now = Date.now();
    const idleMs = this.options.idleMs ?? 60_000;
    const warm = this.options.keepWarm ?? { processes: 0, ms: idleMs };
    const active = (s: Slot<I, O>) => s.tasks.size > 0 || !s.ready;
    const recency = (s: Slot<I, O>) => (active(s) ? Number.MAX_SAFE_INTEGER : s.idleSince);
    const byRecency = [...this.slots].sort((a, b) => recency(b) - recency(a));
    let kept = 0;
    let next = Infinity;
    for (const slot of byRecency) {
      const limit = kept < warm.processes ? Math.max(idleMs, warm.ms) : idleMs;
      if (!active(slot) && now - slot.idleSince >= limit) {
        this.slots.splice(this.slots.indexOf(slot), 1);
        void stop(slot.child);
        continue;
      }
      kept++;
      if (!active(slot)) next = Math.min(next, slot.idleSince + limit - now);
    }
    if (next < Infinity) {
      this.sweepTimer = setTimeout(() => this.sweep(), Math.max(next, 10));
      this.sweepTimer.unref();
    }
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    // Referenced until it has gone, so that a caller awaiting close() is not left with nothing keeping it alive.
    child.ref();
    child.kill('SIGTERM');
  });
}

/**
 * The pool process's side: runs `prepare` (loading models, say) and says it is ready, then answers each task with
 * `handle`'s result, or its error's message; exits with its parent.
 */
export function servePoolTasks<I, O>(handle: (input: I) => Promise<O>, prepare?: () => Promise<unknown>): void {
  if (!process.send) throw new Error('servePoolTasks runs in a process started by ProcessPool');
  const channel = process.send.bind(process);
  // An answer to a parent that has just gone (it ended or was killed mid-task) is dropped: without the callback the
  // channel's EPIPE would surface as an unhandled error; the 'disconnect' handler ends this process.
  const send = (message: Reply<O> | Ready) => {
    if (process.connected) channel(message, undefined, undefined, () => undefined);
  };
  process.on('message', ({ id, input }: Request<I>) => {
    handle(input).then(
      (output) => send({ id, ok: true, output } satisfies Reply<O>),
      (err: unknown) => send({ id, ok: false, message: err instanceof Error ? err.message : String(err) } satisfies Reply<O>),
    );
  });
  // The server went away (ended, or was killed): nothing will ask any more.
  process.on('disconnect', () => process.exit(0));
  // A failed preparation is the first task's to report (its handler prepares again): the process still serves.
  void Promise.resolve(prepare?.())
    .catch(() => undefined)
    .then(() => send({ ready: true } satisfies Ready));
}
