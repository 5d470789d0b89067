import { createToaster } from '@chakra-ui/react';

/** Spec §9: 4000 ms, at most 3 visible, 356 px wide, 14 px apart, dismissed by a 45 px swipe; pauses on hover. */
export const toastDefaults = { duration: 4000, max: 3, gap: 14, width: 356, swipeThreshold: 45 } as const;

export const toaster = createToaster({
  placement: 'bottom-end',
  duration: toastDefaults.duration,
  max: toastDefaults.max,
  gap: toastDefaults.gap,
  pauseOnPageIdle: true,
});
