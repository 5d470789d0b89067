import { describe, expect, it } from 'vitest';
import { checkpointed, type StepJournal } from './checkpointed-steps';

function memoryJournal(initial: unknown[] = []) {
  const entries = [...initial];
  const journal: StepJournal = {
    load: async () => structuredClone(entries),
    record: async (i, r) => {
      entries[i] = structuredClone(r);
    },
  };
  return { journal, entries };
}

function countingSteps(failOnCall?: number) {
  const runs: string[] = [];
  let calls = 0;
  return {
    runs,
    steps: {
      async a(x: number) {
        runs.push('a');
        return x * 2;
      },
      async b() {
        runs.push('b');
        if (++calls === failOnCall) throw new Error('worker died');
      },
      async c(y: number) {
        runs.push('c');
        return { y };
      },
    },
  };
}

async function pipeline(s: Awaited<ReturnType<typeof countingSteps>>['steps']) {
  const x = await s.a(21);
  await s.b();
  return s.c(x);
}

describe('checkpointed steps', () => {
  it('records every result and replays them without running the steps again', async () => {
    const { journal, entries } = memoryJournal();
    const first = countingSteps();
    expect(await pipeline(await checkpointed(first.steps, journal))).toEqual({ y: 42 });
    expect(first.runs).toEqual(['a', 'b', 'c']);
    expect(entries).toEqual([42, { $void: true }, { y: 42 }]);

    const again = countingSteps();
    expect(await pipeline(await checkpointed(again.steps, journal))).toEqual({ y: 42 });
    expect(again.runs).toEqual([]);
  });

  it('resumes after the last finished step when an attempt died', async () => {
    const { journal } = memoryJournal();
    const first = countingSteps(1);
    await expect(pipeline(await checkpointed(first.steps, journal, { attempts: 1 }))).rejects.toThrow('worker died');
    expect(first.runs).toEqual(['a', 'b']);

    const second = countingSteps();
    expect(await pipeline(await checkpointed(second.steps, journal))).toEqual({ y: 42 });
    expect(second.runs).toEqual(['b', 'c']); // a was not run again
  });

  it('retries a retryable step error, then gives up', async () => {
    const { journal } = memoryJournal();
    const flaky = countingSteps(1);
    const waits: number[] = [];
    const wrapped = await checkpointed(flaky.steps, journal, { attempts: 2, backoffMs: (n) => (waits.push(n), 1) });
    expect(await pipeline(wrapped)).toEqual({ y: 42 });
    expect(flaky.runs).toEqual(['a', 'b', 'b', 'c']);
    expect(waits).toEqual([1]);

    const never = await checkpointed(countingSteps(1).steps, memoryJournal().journal, { retryable: () => false });
    await expect(pipeline(never)).rejects.toThrow('worker died');
  });

  it('tells of every failed run of a step with its cause, and whether the step runs again', async () => {
    const told: [string, string, boolean][] = [];
    const onStepError = (name: string, err: unknown, willRetry: boolean) => void told.push([name, (err as Error).message, willRetry]);
    const flaky = await checkpointed(countingSteps(1).steps, memoryJournal().journal, { attempts: 2, backoffMs: () => 1, onStepError });
    await pipeline(flaky);
    expect(told).toEqual([['b', 'worker died', true]]);

    told.length = 0;
    const never = await checkpointed(countingSteps(1).steps, memoryJournal().journal, { retryable: () => false, onStepError });
    await expect(pipeline(never)).rejects.toThrow('worker died');
    expect(told).toEqual([['b', 'worker died', false]]);
  });

  it('journals nothing after a step failed for good, so the settling step leaves no hole and a retry runs both again', async () => {
    const { journal, entries } = memoryJournal();
    const first = countingSteps(1);
    const wrapped = await checkpointed(first.steps, journal, { attempts: 1 });
    // The pipelines settle a failed job with one more step after the failed one.
    const settled = await pipeline(wrapped).catch(() => wrapped.c(0));
    expect(settled).toEqual({ y: 0 });
    expect(first.runs).toEqual(['a', 'b', 'c']);
    expect(entries).toEqual([42]);

    const second = countingSteps();
    expect(await pipeline(await checkpointed(second.steps, journal))).toEqual({ y: 42 });
    expect(second.runs).toEqual(['b', 'c']);
  });

  it('asks before every step that still has to run, so a cancel stops the job between steps', async () => {
    const { journal } = memoryJournal([42]);
    const asked: string[] = [];
    const s = countingSteps();
    const wrapped = await checkpointed(s.steps, journal, {
      beforeStep: async (name) => {
        asked.push(name);
        if (name === 'c') throw new Error('canceled');
      },
    });
    await expect(pipeline(wrapped)).rejects.toThrow('canceled');
    expect(asked).toEqual(['b', 'c']);
    expect(s.runs).toEqual(['b']);
  });
});
