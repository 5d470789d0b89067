import { DataList, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EngineCopy } from '../training/engine-copy';

interface ConfirmTrainingDialogProps {
  open: boolean;
  onClose: () => void;
  /** With the name typed in the dialog (trimmed; empty keeps the current one). */
  onConfirm: (name: string) => void;
  loading: boolean;
  modelName: string | null;
  cost: number;
  balance: number;
  photoCount: number;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="36">
        <FormattedMessage id={label} />
      </DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** The last step before training: name, cost, balance, time and what happens to the selfies. */
export function ConfirmTrainingDialog({ open, onClose, onConfirm, loading, modelName, cost, balance, photoCount }: ConfirmTrainingDialogProps) {
  const intl = useIntl();
  const credits = (count: number) => intl.formatMessage({ id: 'common.credits.count' }, { count });
  const [name, setName] = useState(modelName ?? '');
  // Opening (or a new model while open) starts from the model's name; set while rendering, not in an effect after.
  const shownFor = open ? (modelName ?? '') : null;
  const [filledFor, setFilledFor] = useState(shownFor);
  if (shownFor !== filledFor) {
    setFilledFor(shownFor);
    if (shownFor !== null) setName(shownFor);
  }
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      onConfirm={() => onConfirm(name.trim())}
      loading={loading}
      title={<FormattedMessage id="models.confirm.title" />}
      confirmLabel={<FormattedMessage id="models.confirm.submit" />}
      cancelLabel={<FormattedMessage id="models.confirm.back" />}
    >
      <Stack gap="5">
        <Field.Root>
          <Field.Label>
            <FormattedMessage id="models.confirm.name" />
          </Field.Label>
          <Input
            name="confirmModelName"
            value={name}
            maxLength={80}
            placeholder={intl.formatMessage({ id: 'models.name.fallback' })}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Field.HelperText>
            <FormattedMessage id="models.confirm.nameHelper" />
          </Field.HelperText>
        </Field.Root>
        <DataList.Root orientation="horizontal" gap="3">
          <Row label="models.confirm.cost">
            <Text fontWeight="semibold" data-testid="training-cost">{credits(cost)}</Text>
          </Row>
          <Row label="models.confirm.balance">
            <Text data-testid="credit-balance">{credits(balance)}</Text>
          </Row>
          <Row label="models.confirm.time">
            <EngineCopy id="models.confirm.timeValue" />
          </Row>
          <Row label="models.confirm.selfies">
            <FormattedMessage id="models.confirm.selfiesValue" values={{ count: photoCount }} />
          </Row>
        </DataList.Root>
      </Stack>
    </ConfirmDialog>
  );
}
