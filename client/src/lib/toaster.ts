import { createToaster } from '@chakra-ui/react';

/** Spec §9: 4000 ms, at most 3 visible, 14 px gap; the group pauses while hovered (zag default). */
export const toastDefaults = { duration: 4000, max: 3, gap: 14, width: 356 } as const;

export const toaster = createToaster({
  placement: 'bottom-end',
  duration: toastDefaults.duration,
  max: toastDefaults.max,
  gap: toastDefaults.gap,
  pauseOnPageIdle: true,
});
