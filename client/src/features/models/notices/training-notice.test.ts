import { describe, expect, it } from 'vitest';
import { createTrainingNoticeTracker } from './training-notice';

const now = Date.parse('2025-03-05T12:00:00Z');

describe('training notices', () => {
  it('gives one notice when a running training succeeds, fails or is canceled', () => {
    const track = createTrainingNoticeTracker(() => now);
    expect(track({ id: 'a', trainingStatus: 'training' })).toBeNull();
    expect(track({ id: 'a', trainingStatus: 'succeeded' })).toEqual({ kind: 'succeeded', durationMs: 5000 });
    expect(track({ id: 'a', trainingStatus: 'succeeded' })).toBeNull();
    track({ id: 'b', trainingStatus: 'queued' });
    expect(track({ id: 'b', trainingStatus: 'failed', errorMessage: 'GPU lost' })).toEqual({ kind: 'failed', message: 'GPU lost', durationMs: 5000 });
    track({ id: 'c', trainingStatus: 'preparing' });
    expect(track({ id: 'c', trainingStatus: 'failed', errorMessage: '' })).toMatchObject({ message: null });
    track({ id: 'd', trainingStatus: 'finalizing' });
    expect(track({ id: 'd', trainingStatus: 'canceled' })).toEqual({ kind: 'canceled', durationMs: 3000 });
  });

  it('stays quiet when an old model is activated or renamed', () => {
    const track = createTrainingNoticeTracker(() => now);
    expect(track({ id: 'a', trainingStatus: 'succeeded', completedAt: '2025-03-01T12:00:00Z' })).toBeNull();
    expect(track({ id: 'b', trainingStatus: 'draft' })).toBeNull();
  });

  it('announces a training that ended moments ago even when its start was not seen', () => {
    const track = createTrainingNoticeTracker(() => now);
    expect(track({ id: 'a', trainingStatus: 'succeeded', completedAt: '2025-03-05T11:59:30Z' })).toMatchObject({ kind: 'succeeded' });
  });
});
