import { toastDefaults } from './toaster';

/** Where a horizontal drag of a toast stands: its offset and whether it is being dragged. */
export interface SwipeState {
  startX: number | null;
  offset: number;
}

export const idleSwipe: SwipeState = { startX: null, offset: 0 };

export function startSwipe(x: number): SwipeState {
  return { startX: x, offset: 0 };
}

/** The toast follows the pointer horizontally. */
export function moveSwipe(state: SwipeState, x: number): SwipeState {
  return state.startX === null ? state : { ...state, offset: x - state.startX };
}

/** Released at least the threshold away (either side) dismisses; anything less snaps back. */
export function releaseSwipe(state: SwipeState, threshold: number = toastDefaults.swipeThreshold): 'dismiss' | 'snap-back' {
  return state.startX !== null && Math.abs(state.offset) >= threshold ? 'dismiss' : 'snap-back';
}
