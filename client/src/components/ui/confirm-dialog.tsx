import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  loading?: boolean;
  destructive?: boolean;
}

/** A modal question with a confirm and a cancel button; Escape, the backdrop and × cancel. */
export function ConfirmDialog({ open, onClose, onConfirm, title, children, confirmLabel, cancelLabel, loading, destructive }: ConfirmDialogProps) {
  const intl = useIntl();
  // Focus starts on the safe choice: cancel for a destructive action, confirm otherwise.
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      role={destructive ? 'alertdialog' : 'dialog'}
      placement="center"
      initialFocusEl={() => (destructive ? cancelRef.current : confirmRef.current)}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children && <Dialog.Body>{children}</Dialog.Body>}
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onClose} disabled={loading}>
                {cancelLabel}
              </Button>
              <Button ref={confirmRef} colorPalette={destructive ? 'red' : undefined} onClick={onConfirm} loading={loading}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'common.dialog.close' })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
