import { describe, expect, it } from 'vitest';
import { estimateRemainingMs, remainingMinutes } from './estimate-remaining';

const start = '2025-03-05T12:00:00.000Z';
const at = (minutes: number) => Date.parse(start) + minutes * 60_000;

describe('training time estimate', () => {
  it('extrapolates the rate so far: 25% after 5 minutes leaves 15', () => {
    expect(estimateRemainingMs(start, 25, at(5))).toBe(15 * 60_000);
    expect(remainingMinutes(estimateRemainingMs(start, 25, at(5))!)).toBe(15);
  });

  it('prefers the rate seen on screen once it spans 10 s: 40% → 50% in 60 s leaves 5 minutes', () => {
    const observed = { at: at(10), progress: 40 };
    expect(estimateRemainingMs(start, 50, at(11), observed)).toBe(5 * 60_000);
    // Too short a span to go by: the average since the start (50% in 11 min → 11 min).
    expect(estimateRemainingMs(start, 41, at(10) + 5_000, observed)).toBeCloseTo((10 * 60_000 + 5_000) * (59 / 41));
  });

  it('says nothing before there is progress to go by, or when done', () => {
    expect(estimateRemainingMs(start, 2, at(1))).toBeNull();
    expect(estimateRemainingMs(null, 50, at(1))).toBeNull();
    expect(estimateRemainingMs(start, 100, at(10))).toBeNull();
  });

  it('rounds to whole minutes and reports under a minute as 0', () => {
    expect(remainingMinutes(45_000)).toBe(0);
    expect(remainingMinutes(89_000)).toBe(1);
    expect(remainingMinutes(91_000)).toBe(2);
  });
});
