import { Portal, Spinner, Stack, Toast, Toaster as ChakraToaster, type ToastOptions } from '@chakra-ui/react';
import { toastDefaults, toaster } from '../../lib/toaster';
import { useToastSwipe } from './use-toast-swipe';

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
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => <AppToast key={toast.id} toast={toast} />}
      </ChakraToaster>
    </Portal>
  );
}
