import { Button, type ButtonProps } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toaster } from '../../../lib/toaster';
import { CancelTrainingMutation } from '../api/model-mutations';
import { useErrorText } from './error-text';

/** Asks before canceling; the training stops at its next step and the change arrives live. */
export function CancelTrainingButton({ modelId, label = 'models.training.cancel', ...button }: { modelId: string; label?: string } & ButtonProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const [cancel, { loading }] = useMutation(CancelTrainingMutation);

  const confirm = async () => {
    try {
      const { data } = await cancel({ variables: { modelId } });
      const result = data?.cancelTraining;
      if (result?.__typename === 'ModelPayload') setRequested(true);
      else toaster.create({ type: 'error', title: errorText(result && 'code' in result ? result.code : undefined, 'errors.CANCEL_TRAINING_FAILED') });
    } catch {
      toaster.create({ type: 'error', title: intl.formatMessage({ id: 'errors.CANCEL_TRAINING_FAILED' }) });
    }
    setOpen(false);
  };

  return (
    <>
      <Button variant="outline" colorPalette="red" {...button} loading={requested} loadingText={intl.formatMessage({ id: 'models.training.canceling' })} onClick={() => setOpen(true)}>
        <FormattedMessage id={label} />
      </Button>
      <ConfirmDialog
        open={open}
        destructive
        loading={loading}
        onClose={() => setOpen(false)}
        onConfirm={() => void confirm()}
        title={<FormattedMessage id="models.training.cancelTitle" />}
        confirmLabel={<FormattedMessage id="models.training.cancelConfirm" />}
        cancelLabel={<FormattedMessage id="models.training.keep" />}
      >
        <FormattedMessage id="models.training.cancelText" />
      </ConfirmDialog>
    </>
  );
}
