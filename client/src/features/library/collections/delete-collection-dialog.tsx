import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

interface DeleteCollectionDialogProps {
  /** The collection asked about; null when closed. */
  collection: { id: string; name: string } | null;
  loading: boolean;
  onClose: () => void;
  onDelete: (id: string) => Promise<boolean>;
}

/** Confirms deleting a collection (its photos stay in my photos). */
export function DeleteCollectionDialog({ collection, loading, onClose, onDelete }: DeleteCollectionDialogProps) {
  // The name stays while the dialog fades out.
  const [name, setName] = useState(collection?.name ?? '');
  if (collection && collection.name !== name) setName(collection.name);
  return (
    <ConfirmDialog
      open={collection !== null}
      destructive
      loading={loading}
      onClose={onClose}
      onConfirm={() => void (collection && onDelete(collection.id).then((done) => done && onClose()))}
      title={<FormattedMessage id="collections.delete.title" values={{ name }} />}
      confirmLabel={<FormattedMessage id="collections.delete.confirm" />}
      cancelLabel={<FormattedMessage id="library.dialog.cancel" />}
    >
      <FormattedMessage id="collections.delete.text" />
    </ConfirmDialog>
  );
}
