import { describe, expect, it } from 'vitest';
import { currentRequestId, inRequest, withRequestId } from './request-scope';

describe('request scope', () => {
  it('knows the request id in everything a request awaits, and none outside', async () => {
    const seen = await inRequest('req-1', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return currentRequestId();
    });
    expect(seen).toBe('req-1');
    expect(currentRequestId()).toBeUndefined();
  });

  it('puts the request id into a job input started in a request, keeping one the input already has', () => {
    expect(inRequest('req-1', () => withRequestId({ jobId: 'j' }))).toEqual({ jobId: 'j', requestId: 'req-1' });
    expect(inRequest('req-1', () => withRequestId({ jobId: 'j', requestId: 'req-0' }))).toEqual({ jobId: 'j', requestId: 'req-0' });
    expect(withRequestId({ jobId: 'j' })).toEqual({ jobId: 'j' });
  });
});
