import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { ProcessPool, type ProcessPoolOptions, processLimit } from './process-pool';
import type { TestTask } from './process-pool.test-child';

const CHILD = new URL('./process-pool.test-child.ts', import.meta.url);
const pools: ProcessPool<TestTask, { pid: number }>[] = [];
const GiB = 1024 ** 3;

function pool(options: ProcessPoolOptions, env: Record<string, string> = {}) {
  Object.assign(process.env, { POOL_TEST_PREPARE_MS: '0', POOL_TEST_EXIT_AT_START: '' }, env);
  const created = new ProcessPool<TestTask, { pid: number }>(CHILD, options);
  pools.push(created);
  return created;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('ProcessPool', { timeout: 60_000 }, () => {
  it('starts processes as tasks wait, at tasksPerProcess each, up to maxProcesses', async () => {
    const p = pool({ maxProcesses: 3, tasksPerProcess: 2, idleMs: 60_000 });
    expect(p.processes).toBe(0);
    await p.run({ ms: 10 });
    expect(p.processes).toBe(1);
    // Three tasks at once: two processes' worth (a fixed-size pool started one per task, up to its size).
    const three = Array.from({ length: 3 }, () => p.run({ ms: 300 }));
    expect(p.processes).toBe(2);
    expect(new Set((await Promise.all(three)).map((r) => r.pid)).size).toBe(2);
    // Ten at once: as many as allowed, never more.
    const ten = Array.from({ length: 10 }, () => p.run({ ms: 200 }));
    expect(p.processes).toBe(3);
    expect(new Set((await Promise.all(ten)).map((r) => r.pid)).size).toBe(3);
  });

  it('gives a waiting task to a ready process that frees up rather than to one still starting', async () => {
    const p = pool({ maxProcesses: 2, idleMs: 60_000 }, { POOL_TEST_PREPARE_MS: '1500' });
    p.prewarm();
    await p.run({ ms: 0 });
    const [first, second] = await Promise.all([p.run({ ms: 300 }), p.run({ ms: 300 })]);
    // The second task made a second process start, but the first was free again long before that one was ready.
    expect(p.processes).toBe(2);
    expect(second!.pid).toBe(first!.pid);
  });

  it('shrinks back after idleMs, keeping the most recent process warm for keepWarm.ms', async () => {
    const p = pool({ maxProcesses: 3, idleMs: 300, keepWarm: { processes: 1, ms: 2500 } });
    await Promise.all(Array.from({ length: 3 }, () => p.run({ ms: 200 })));
    expect(p.processes).toBe(3);
    await expect.poll(() => p.processes, { timeout: 2_000, interval: 50 }).toBe(1);
    const warm = p.pids[0];
    // The warm one answers the next task at once: no process starts.
    expect((await p.run({ ms: 0 })).pid).toBe(warm);
    await sleep(1000);
    expect(p.pids).toEqual([warm]);
    await expect.poll(() => p.processes, { timeout: 5_000, interval: 100 }).toBe(0);
  });

  it('prewarm starts one process, once, that the first task finds ready', async () => {
    const p = pool({ maxProcesses: 2, idleMs: 60_000 }, { POOL_TEST_PREPARE_MS: '300' });
    p.prewarm();
    p.prewarm();
    expect(p.processes).toBe(1);
    const pid = p.pids[0];
    expect((await p.run({ ms: 0 })).pid).toBe(pid);
  });

  it('prewarm(n) starts up to n processes, never more than maxProcesses, and each takes a task when ready', async () => {
    const p = pool({ maxProcesses: 2, idleMs: 60_000 }, { POOL_TEST_PREPARE_MS: '300' });
    p.prewarm(5);
    expect(p.processes).toBe(2);
    const started = [...p.pids].sort();
    const answers = await Promise.all([p.run({ ms: 300 }), p.run({ ms: 300 })]);
    expect(answers.map((a) => a.pid).sort()).toEqual(started);
    expect(p.processes).toBe(2);
  });

  it('fails the task of a process that dies, and goes on with a new one', async () => {
    const p = pool({ maxProcesses: 1, idleMs: 60_000 });
    const first = (await p.run({ ms: 0 })).pid;
    await expect(p.run({ ms: 0, crash: true })).rejects.toThrow(/pool process stopped \(exit code 3\)/);
    const next = (await p.run({ ms: 0 })).pid;
    expect(next).not.toBe(first);
  });

  it('fails the waiting tasks when a process cannot start, instead of starting one after another', async () => {
    const p = pool({ maxProcesses: 2, idleMs: 60_000 }, { POOL_TEST_EXIT_AT_START: '1' });
    await expect(Promise.all([p.run({ ms: 0 }), p.run({ ms: 0 })])).rejects.toThrow(/exit code 2/);
    await expect.poll(() => p.processes, { timeout: 5_000 }).toBe(0);
  });
});

describe('processLimit', () => {
  const perProcessMb = 250;
  it('allows a process per core while memory allows it', () => {
    expect(processLimit({ cores: 2, memoryBytes: 24 * GiB, perProcessMb })).toBe(2);
    expect(processLimit({ cores: 16, memoryBytes: 128 * GiB, perProcessMb })).toBe(16);
  });

  it('holds the processes to a quarter of the memory', () => {
    expect(processLimit({ cores: 16, memoryBytes: 4 * GiB, perProcessMb })).toBe(4);
    expect(processLimit({ cores: 8, memoryBytes: 1 * GiB, perProcessMb })).toBe(1);
  });

  it('always allows one', () => {
    expect(processLimit({ cores: 1, memoryBytes: 512 * 1024 ** 2, perProcessMb })).toBe(1);
  });
});
