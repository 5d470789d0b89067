import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TrashIcon } from '../../../components/ui/icons';

/** Delete, after a confirmation that names the model. */
export function DeleteModelButton({ name, onDelete, loading }: { name: string; onDelete: () => Promise<boolean>; loading: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setOpen(true)}>
        <TrashIcon aria-hidden />
        <FormattedMessage id="models.list.delete" />
      </Button>
      <ConfirmDialog
        open={open}
        destructive
        loading={loading}
        onClose={() => setOpen(false)}
        onConfirm={() => void onDelete().then((done) => done || setOpen(false))}
        title={<FormattedMessage id="models.list.deleteTitle" values={{ name }} />}
        confirmLabel={<FormattedMessage id="models.list.deleteConfirm" />}
        cancelLabel={<FormattedMessage id="models.confirm.back" />}
      >
        <FormattedMessage id="models.list.deleteText" />
      </ConfirmDialog>
    </>
  );
}
