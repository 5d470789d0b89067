import { createToaster, Portal, Spinner, Stack, Toast, Toaster as ChakraToaster, type ToastOptions } from '@chakra-ui/react';
import { useEffect } from 'react';
import { attachToastStore, toastDefaults, toaster } from '../../lib/toaster';
import { useToastSwipe } from './use-toast-swipe';

const store = createToaster({
  placement: 'bottom-end',
  duration: toastDefaults.duration,
  max: toastDefaults.max,
  gap: toastDefaults.gap,
  pauseOnPageIdle: true,
});

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
  // After the Chakra toaster below has subscribed to the store (children's effects run first).
  useEffect(() => {
    const detach = attachToastStore(store);
    return () => detach();
  }, []);
  return (
    <Portal>
      <ChakraToaster toaster={store} insetInline={{ mdDown: '4' }}>
        {(toast) => <AppToast key={toast.id} toast={toast} />}
      </ChakraToaster>
    </Portal>
  );
}
