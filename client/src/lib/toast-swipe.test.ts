import { describe, expect, it } from 'vitest';
import { idleSwipe, moveSwipe, releaseSwipe, startSwipe } from './toast-swipe';

const dragged = (from: number, to: number) => moveSwipe(startSwipe(from), to);

describe('swiping a toast away', () => {
  it('follows the pointer horizontally from where the drag started', () => {
    expect(dragged(100, 130).offset).toBe(30);
    expect(dragged(100, 60).offset).toBe(-40);
    expect(moveSwipe(idleSwipe, 300).offset).toBe(0);
  });

  it('dismisses when released 45 px or more away, to either side', () => {
    expect(releaseSwipe(dragged(100, 145))).toBe('dismiss');
    expect(releaseSwipe(dragged(100, 40))).toBe('dismiss');
  });

  it('snaps back when released short of 45 px, or when no drag started', () => {
    expect(releaseSwipe(dragged(100, 144))).toBe('snap-back');
    expect(releaseSwipe(dragged(100, 56))).toBe('snap-back');
    expect(releaseSwipe(idleSwipe)).toBe('snap-back');
  });
});
