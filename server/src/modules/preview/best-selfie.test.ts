import { describe, expect, it } from 'vitest';
import type { UploadedPhoto } from '@kadr/core/generated/prisma/client';
import { bestSelfie } from './start-first-look';

const photo = (id: string, o: Partial<UploadedPhoto> = {}): UploadedPhoto =>
  ({ id, verdict: 'accepted', qualityScore: 80, reasons: [], createdAt: new Date('2026-12-01T10:00:00Z'), ...o }) as UploadedPhoto;

describe('the best selfie for a first look', () => {
  it('is frontal first, then accepted before a warning, then the highest check score, then the oldest', () => {
    const turned = photo('turned', { qualityScore: 99, reasons: [{ code: 'HEAD_TILTED_SIDEWAYS', severity: 'warn' }] });
    const warned = photo('warned', { verdict: 'warning', qualityScore: 95 });
    const good = photo('good', { qualityScore: 90 });
    const better = photo('better', { qualityScore: 92 });
    const older = photo('older', { qualityScore: 92, createdAt: new Date('2026-11-30T10:00:00Z') });
    expect(bestSelfie([turned, warned, good])?.id).toBe('good');
    expect(bestSelfie([turned, warned, good, better])?.id).toBe('better');
    expect(bestSelfie([better, older])?.id).toBe('older');
    expect(bestSelfie([turned, warned])?.id).toBe('warned');
    expect(bestSelfie([turned])?.id).toBe('turned');
    expect(bestSelfie([])).toBeNull();
  });
});
