import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, jobLogger } from './logger';

/** A destination that keeps the lines written to it. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('logger', () => {
  it('writes one JSON object per line with the level name, the message and the bound fields', () => {
    const out = capture();
    const log = createLogger('info', out.stream).child({ requestId: 'req-1' });
    log.info({ kind: 'headshot' }, 'job started');
    expect(out.records()).toEqual([expect.objectContaining({ level: 'info', msg: 'job started', requestId: 'req-1', kind: 'headshot', time: expect.any(Number) })]);
  });

  it('writes errors with their message and stack under err', () => {
    const out = capture();
    createLogger('info', out.stream).error({ err: new Error('disk full') }, 'upload failed');
    const [record] = out.records();
    expect(record).toMatchObject({ level: 'error', msg: 'upload failed', err: { type: 'Error', message: 'disk full' } });
    expect((record!.err as { stack: string }).stack).toContain('disk full');
  });

  it('leaves out what is below its level, and writes nothing when silent', () => {
    const out = capture();
    createLogger('warn', out.stream).info('not shown');
    createLogger('silent', out.stream).error('not shown either');
    expect(out.records()).toEqual([]);
  });

  it('binds a job id, and the id of the request that started the job when there was one', () => {
    const out = capture();
    const log = createLogger('info', out.stream);
    jobLogger(log, { jobId: 'job-1', requestId: 'req-1' }).info('from a request');
    jobLogger(log, { jobId: 'job-2' }).info('from a schedule');
    const [fromRequest, fromSchedule] = out.records();
    expect(fromRequest).toMatchObject({ jobId: 'job-1', requestId: 'req-1' });
    expect(fromSchedule).toMatchObject({ jobId: 'job-2' });
    expect(fromSchedule).not.toHaveProperty('requestId');
  });
});
