import { createToaster, Portal, Spinner, Stack, Toast, Toaster as ChakraToaster, type ToastOptions } from '@chakra-ui/react';
import { attachToastStore, toastDefaults, toaster } from '../../lib/toaster';
import { useToastSwipe } from './use-toast-swipe';

const chakraStore = createToaster({
  placement: 'bottom-end',
  duration: toastDefaults.duration,
  max: toastDefaults.max,
  gap: toastDefaults.gap,
  pauseOnPageIdle: true,
});

/**
 * The store as the Chakra toaster below sees it: lib/toaster.ts gets it (and runs the toasts that waited for it) when
 * the toaster subscribes, not when it mounts. Its state machine starts a moment after mounting, and a toast created in
 * between is kept by the store but never shown (the first toast of a page was lost that way).
 */
const store: typeof chakraStore = {
  ...chakraStore,
  subscribe(listener) {
    const unsubscribe = chakraStore.subscribe(listener);
    const detach = attachToastStore(chakraStore);
    return () => {
      detach();
      unsubscribe();
    };
  },
};

function AppToast({ toast }: { toast: ToastOptions }) {
  // Every rendered toast has an id; dismiss() without one would close them all.
  const swipe = useToastSwipe(() => toast.id && toaster.dismiss(toast.id));
  return (
    <Toast.Root width={{ md: `${toastDefaults.width}px` }} {...swipe}>
      {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
      <Stack gap="1" flex="1" maxWidth="100%">
        {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
        {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
      </Stack>
      {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
      {toast.closable && <Toast.CloseTrigger />}
    </Toast.Root>
  );
}

/** Renders the app's toasts: success, info, warning, error and loading; each can be swiped away. */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={store} insetInline={{ mdDown: '4' }}>
        {(toast) => <AppToast key={toast.id} toast={toast} />}
      </ChakraToaster>
    </Portal>
  );
}
