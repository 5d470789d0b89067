import { Writable } from 'node:stream';
import { createLogger, type Logger } from '@kadr/core/log/logger';

export type LogLine = Record<string, unknown> & { level: string; msg: string };

/** A logger whose JSON lines are kept, parsed, for a test to read (instead of going to stdout). */
export function captureLog(level: 'debug' | 'info' = 'info'): { log: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { log: createLogger(level, stream), lines };
}
