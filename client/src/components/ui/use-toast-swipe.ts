import { useState, type CSSProperties, type PointerEvent } from 'react';
import { idleSwipe, moveSwipe, releaseSwipe, startSwipe } from '../../lib/toast-swipe';

// The toast recipe animates `translate`; the drag uses `transform`, so the two never fight.
const snapBack = 'translate 400ms, scale 400ms, opacity 400ms, height 400ms, box-shadow 200ms, transform 200ms';

/** Pointer drag to dismiss a toast (zag's toast has no swipe): follow the pointer, dismiss past 45 px. */
export function useToastSwipe(onDismiss: () => void) {
  const [swipe, setSwipe] = useState(idleSwipe);
  const dragging = swipe.startX !== null;

  const end = (event: PointerEvent<HTMLElement>) => {
    if (!dragging) return;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    if (releaseSwipe(swipe) === 'dismiss') {
      setSwipe({ startX: null, offset: swipe.offset });
      onDismiss();
    } else setSwipe(idleSwipe);
  };

  const style: CSSProperties = {
    transform: swipe.offset ? `translateX(${swipe.offset}px)` : undefined,
    transition: dragging ? 'none' : snapBack,
    touchAction: 'pan-y',
    cursor: dragging ? 'grabbing' : undefined,
  };

  return {
    style,
    onPointerDown(event: PointerEvent<HTMLElement>) {
      // Buttons inside the toast (close, action) keep working as buttons.
      if (event.button !== 0 || (event.target as HTMLElement).closest('button, a')) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setSwipe(startSwipe(event.clientX));
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (dragging) setSwipe((s) => moveSwipe(s, event.clientX));
    },
    onPointerUp: end,
    onPointerCancel: end,
  };
}
