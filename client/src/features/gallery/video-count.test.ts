import { describe, expect, it } from 'vitest';
import { videoCount } from './video-count';

describe("the gallery's video count", () => {
  it('is the whole list less the failed videos loaded, never fewer than those shown', () => {
    const v = (status: string) => ({ status });
    expect(videoCount([v('succeeded'), v('failed'), v('processing')], 40)).toBe(39);
    expect(videoCount([v('succeeded'), v('failed')], undefined)).toBe(1);
    expect(videoCount([v('succeeded'), v('succeeded')], 1)).toBe(2);
  });
});
