import { describe, expect, it } from 'vitest';
import { ProviderUnavailable, type ProviderHealth, type ProviderName, type RemoteProviderName } from '@kadr/core/providers/providers';
import { candidatesFor, runWithFailover } from './failover';

const silent = { warn: () => {}, info: () => {}, error: () => {}, debug: () => {}, child: () => silent } as never;

/** A health that refuses the providers named in `closed` with the given reason. */
function healthRefusing(closed: Partial<Record<RemoteProviderName, 'paused' | 'circuit_open'>>): ProviderHealth {
  return {
    record: () => {},
    state: () => 'closed',
    admit: async (provider) => {
      const reason = closed[provider];
      return reason ? { admitted: false, reason, retryAfterMs: null } : { admitted: true };
    },
  };
}

function scenario(behaviour: Partial<Record<ProviderName, (mayStart: boolean) => Promise<string>>>, health: ProviderHealth | null = null, bound: ProviderName = 'replicate') {
  const calls: { provider: ProviderName; mayStart: boolean }[] = [];
  const bound_: ProviderName[] = [];
  const moves: string[] = [];
  const result = runWithFailover({
    capability: 'video',
    candidates: candidatesFor(bound, ['replicate', 'fal']),
    available: (p) => Boolean(behaviour[p]),
    health,
    log: silent,
    bind: async (p) => void bound_.push(p),
    onFailover: (_c, from, to) => void moves.push(`${from}->${to}`),
    run: (provider, mayStart) => {
      calls.push({ provider, mayStart });
      return behaviour[provider]!(mayStart);
    },
  });
  return { result, calls, bound: bound_, moves };
}

const down = (provider: ProviderName) => async () => {
  throw new ProviderUnavailable(provider, 'video', 'down', `${provider} is down`);
};

describe('runWithFailover', () => {
  it('runs at the job’s provider when it takes the run', async () => {
    const s = scenario({ replicate: async () => 'from replicate', fal: async () => 'from fal' });
    expect(await s.result).toBe('from replicate');
    expect(s.calls).toEqual([{ provider: 'replicate', mayStart: true }]);
    expect(s.bound).toEqual(['replicate']);
  });

  it('moves a job that started nothing to the next provider, bound there before it runs', async () => {
    const s = scenario({ replicate: down('replicate'), fal: async () => 'from fal' });
    expect(await s.result).toBe('from fal');
    expect(s.calls.map((c) => c.provider)).toEqual(['replicate', 'fal']);
    expect(s.bound).toEqual(['replicate', 'fal']);
    expect(s.moves).toEqual(['replicate->fal']);
  });

  it('never moves a job whose provider failed otherwise (a run may exist there)', async () => {
    const s = scenario({
      replicate: async () => {
        throw new Error('500 after the body was sent');
      },
      fal: async () => 'from fal',
    });
    await expect(s.result).rejects.toThrow('500 after the body was sent');
    expect(s.calls.map((c) => c.provider)).toEqual(['replicate']);
  });

  it('asks a paused job provider to resume only, and moves on when it has nothing to resume', async () => {
    const resumes = scenario({ replicate: async (mayStart) => (mayStart ? 'started' : 'resumed'), fal: async () => 'from fal' }, healthRefusing({ replicate: 'paused' }));
    expect(await resumes.result).toBe('resumed');
    expect(resumes.calls).toEqual([{ provider: 'replicate', mayStart: false }]);

    const moves = scenario({ replicate: down('replicate'), fal: async () => 'from fal' }, healthRefusing({ replicate: 'circuit_open' }));
    expect(await moves.result).toBe('from fal');
    expect(moves.calls).toEqual([
      { provider: 'replicate', mayStart: false },
      { provider: 'fal', mayStart: true },
    ]);
  });

  it('skips another provider that may not start runs, and says so when none takes the job', async () => {
    const s = scenario({ replicate: down('replicate'), fal: async () => 'from fal' }, healthRefusing({ fal: 'circuit_open' }));
    const err = await s.result.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderUnavailable);
    expect(err).toMatchObject({ provider: 'fal', reason: 'circuit_open' });
    expect(s.calls.map((c) => c.provider)).toEqual(['replicate']);
  });

  it('goes back first to the provider a retried job is bound to', async () => {
    const s = scenario({ replicate: async () => 'from replicate', fal: async () => 'resumed at fal' }, null, 'fal');
    expect(await s.result).toBe('resumed at fal');
    expect(s.calls.map((c) => c.provider)).toEqual(['fal']);
  });

  it('leaves out providers this process has no adapter for', async () => {
    const s = scenario({ fal: async () => 'from fal' });
    expect(await s.result).toBe('from fal');
    expect(s.calls.map((c) => c.provider)).toEqual(['fal']);
  });
});
