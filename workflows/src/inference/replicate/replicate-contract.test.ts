import { describe, expect, it } from 'vitest';
import { ReplicateClient, throttleDelayMs } from './replicate-client';
import { accepts, inputSchema } from './replicate-schema';
import { hasEnded, notBehind, type ReplicateRun } from './replicate-types';
import { videoInput } from './replicate-video';
import { deliveredRun } from './replicate-webhooks';

// Replicate's documented shapes the adapters read, without the double: the wait a 429 names, a version's input
// schema (Cog's enums behind $ref), the statuses a run ends with, the URL of an uploaded file.

describe('the wait a 429 names', () => {
  it('reads the seconds from the detail, as Replicate words it, JSON or not', () => {
    expect(throttleDelayMs(JSON.stringify({ detail: 'Request was throttled. Expected available in 30 seconds.' }))).toBe(30_000);
    expect(throttleDelayMs(JSON.stringify({ title: 'Request was throttled.', detail: 'Request was throttled. Expected available in 1 second.', status: 429 }))).toBe(1000);
    expect(throttleDelayMs(JSON.stringify({ detail: 'Request was throttled. Your rate limit resets in ~30s.' }))).toBe(30_000);
    expect(throttleDelayMs('Request was throttled. Expected available in 2.5 seconds.')).toBe(2500);
    expect(throttleDelayMs(JSON.stringify({ detail: 'Request was throttled.' }))).toBeNull();
    expect(throttleDelayMs('')).toBeNull();
  });
});

describe('a version’s input schema', () => {
  const version = {
    openapi_schema: {
      components: {
        schemas: {
          Input: {
            properties: { image: { type: 'string', format: 'uri' }, prompt: { type: 'string' }, duration: { type: 'integer', minimum: 2, maximum: 12 }, resolution: { allOf: [{ $ref: '#/components/schemas/resolution' }] } },
            required: ['prompt'],
          },
          resolution: { type: 'string', enum: ['480p', '720p'] },
        },
      },
    },
  };

  it('resolves an enum behind $ref, and is null when the version publishes none', () => {
    const schema = inputSchema(version)!;
    expect(schema.properties.resolution).toMatchObject({ enum: ['480p', '720p'] });
    expect(schema.required).toEqual(['prompt']);
    expect(inputSchema({ openapi_schema: null })).toBeNull();
    expect(inputSchema(null)).toBeNull();
    expect(accepts(schema.properties.duration!, 12)).toBe(true);
    expect(accepts(schema.properties.duration!, 13)).toBe(false);
    expect(accepts(schema.properties.duration!, 2.5)).toBe(false);
    expect(accepts(schema.properties.resolution!, '1080p')).toBe(false);
  });

  it('sends a video model only the inputs it names and the values it takes', () => {
    const req = { prompt: 'a nod', durationSeconds: 4, quality: 'ultra' as const };
    // 1080p is not among its resolutions: left to the model's default.
    expect(videoInput('o/m', req, 'https://api.replicate.com/v1/files/abc', inputSchema(version))).toEqual({ image: 'https://api.replicate.com/v1/files/abc', prompt: 'a nod', duration: 4 });
    expect(videoInput('o/m', { ...req, quality: 'high' }, 'u', inputSchema(version))).toEqual({ image: 'u', prompt: 'a nod', duration: 4, resolution: '720p' });
    // Schema unknown: the documented inputs.
    expect(videoInput('o/m', req, 'u', null)).toEqual({ image: 'u', prompt: 'a nod', duration: 4, resolution: '1080p' });
    const noDuration = { openapi_schema: { components: { schemas: { Input: { properties: { image: {}, prompt: {} } } } } } };
    expect(videoInput('o/m', req, 'u', inputSchema(noDuration))).toEqual({ image: 'u', prompt: 'a nod' });
    expect(() => videoInput('o/m', { ...req, durationSeconds: 20 }, 'u', inputSchema(version))).toThrow('The video model o/m does not make 20-second videos (it takes 2–12 seconds)');
  });
});

describe('how a run ends', () => {
  const run = (status: string, completed_at: string | null = null) =>
    ({ id: 'r1', version: 'v', status, output: null, error: null, logs: null, created_at: '2026-01-01T00:00:00Z', completed_at, urls: { get: 'https://api.replicate.com/v1/predictions/r1', cancel: '' } }) as ReplicateRun;

  it('ends on succeeded, failed, canceled and aborted, and on any status with completed_at', () => {
    for (const status of ['succeeded', 'failed', 'canceled', 'aborted']) expect(hasEnded(run(status))).toBe(true);
    expect(hasEnded(run('processing'))).toBe(false);
    expect(hasEnded(run('expired', '2026-01-01T00:01:00Z'))).toBe(true);
    expect(notBehind(run('aborted'), run('starting'))).toBe(true);
    expect(notBehind(run('processing'), run('aborted'))).toBe(false);
  });

  it('takes a delivery of an aborted run, or of a run with another final word and completed_at; not an unknown word alone', () => {
    expect(deliveredRun(JSON.stringify(run('aborted', '2026-01-01T00:01:00Z')))).toEqual({ kind: 'prediction', id: 'r1', status: 'aborted' });
    expect(deliveredRun(JSON.stringify(run('expired', '2026-01-01T00:01:00Z')))).toEqual({ kind: 'prediction', id: 'r1', status: 'expired' });
    expect(deliveredRun(JSON.stringify(run('expired')))).toBeNull();
  });
});

describe('an uploaded file’s URL', () => {
  it('is recognised by the client that made it, and only that', () => {
    const client = new ReplicateClient({ token: 'r8_x', baseUrl: 'https://api.replicate.com/' });
    expect(client.fileIdOf('https://api.replicate.com/v1/files/abc123')).toBe('abc123');
    expect(client.fileIdOf('https://example.com/v1/files/abc123')).toBeNull();
    expect(client.fileIdOf('https://api.replicate.com/v1/files/abc/../x')).toBeNull();
    expect(client.fileIdOf(undefined)).toBeNull();
  });
});
