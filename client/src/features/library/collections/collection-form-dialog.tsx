import { Button, CloseButton, Dialog, Field, Portal, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../../components/ui/form-field';
import type { CollectionFields } from './use-collection-actions';

export const NAME_MAX = 80;
export const DESCRIPTION_MAX = 500;

interface CollectionFormDialogProps {
  open: boolean;
  /** Given when renaming; empty when creating. */
  initial?: CollectionFields;
  saving: boolean;
  onClose: () => void;
  /** Resolves true when saved (the dialog then closes). */
  onSave: (fields: CollectionFields) => Promise<boolean>;
}

/** Name (required, ≤ 80) and an optional description (≤ 500), for a new collection or a rename. */
export function CollectionFormDialog({ open, initial, saving, onClose, onSave }: CollectionFormDialogProps) {
  const intl = useIntl();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);

  // Opening (or new initial fields while open) fills the form afresh; set while rendering, not in an effect after.
  const fillFrom = open ? JSON.stringify([initial?.name ?? '', initial?.description ?? '']) : null;
  const [filledFrom, setFilledFrom] = useState<string | null>(null);
  if (fillFrom !== filledFrom) {
    setFilledFrom(fillFrom);
    if (open) {
      setName(initial?.name ?? '');
      setDescription(initial?.description ?? '');
      setError(null);
    }
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError('collections.form.nameRequired');
    if (trimmed.length > NAME_MAX) return setError('collections.form.nameTooLong');
    setError(null);
    if (await onSave({ name: trimmed, description: description.trim() || null })) onClose();
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" asChild>
            <form onSubmit={(e) => void onSubmit(e)} noValidate>
              <Dialog.Header>
                <Dialog.Title>
                  <FormattedMessage id={initial ? 'collections.form.renameTitle' : 'collections.form.createTitle'} />
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <FormField
                    name="collection-name"
                    label={<FormattedMessage id="collections.form.name" />}
                    required
                    value={name}
                    maxLength={NAME_MAX}
                    onChange={(e) => setName(e.currentTarget.value)}
                    error={error && intl.formatMessage({ id: error }, { max: NAME_MAX })}
                  />
                  <Field.Root id="collection-description">
                    <Field.Label>
                      <FormattedMessage id="collections.form.description" />
                    </Field.Label>
                    <Textarea id="collection-description" value={description} maxLength={DESCRIPTION_MAX} rows={3} onChange={(e) => setDescription(e.currentTarget.value)} />
                    <Field.HelperText>
                      <FormattedMessage id="collections.form.descriptionHelper" values={{ max: DESCRIPTION_MAX }} />
                    </Field.HelperText>
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={saving}>
                  <FormattedMessage id="library.dialog.cancel" />
                </Button>
                <Button type="submit" loading={saving}>
                  <FormattedMessage id={initial ? 'collections.form.save' : 'collections.form.create'} />
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'common.dialog.close' })} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
