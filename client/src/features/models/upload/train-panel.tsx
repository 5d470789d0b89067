import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAuth } from '../../auth';
import type { RestModelWithPhotos, TrainingMeta } from '../api/models-rest';
import { MIN_TRAINING_PHOTOS } from '../shared/model-status';
import { ConfirmTrainingDialog } from './confirm-training-dialog';
import { usableCount } from './merge-photos';
import { StartErrorAlert } from './start-error';
import { useStartTraining } from './use-start-training';

interface TrainPanelProps {
  model: RestModelWithPhotos | null;
  meta: TrainingMeta;
  /** Uploads still running: training waits for their verdicts. */
  uploading: boolean;
  onPhotosChanged: () => void;
}

/** The usable-photo counter and the 'Train my model' button with its confirmation. */
export function TrainPanel({ model, meta, uploading, onPhotosChanged }: TrainPanelProps) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const { start, loading, error } = useStartTraining(onPhotosChanged);
  const photos = model?.photos ?? [];
  const usable = usableCount(photos);
  const ready = usable >= MIN_TRAINING_PHOTOS && !uploading;

  const confirm = async (name: string) => {
    if (model && (await start(model.id, name && name !== model.model_name ? name : undefined))) return;
    setOpen(false);
  };

  return (
    <Stack gap="3">
      <Card.Root variant="outline">
        <Card.Body>
          <HStack justify="space-between" gap="4" wrap="wrap">
            <Stack gap="0.5">
              <Text fontWeight="semibold" role="status" data-testid="usable-counter">
                <FormattedMessage id="models.upload.usable" values={{ count: usable, needed: MIN_TRAINING_PHOTOS }} />
              </Text>
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage id={usable >= MIN_TRAINING_PHOTOS ? 'models.upload.usableHint' : 'models.upload.needMore'} values={{ needed: MIN_TRAINING_PHOTOS }} />
              </Text>
            </Stack>
            <Button
              size="lg"
              disabled={!ready}
              onClick={() => setOpen(true)}
            >
              <FormattedMessage id="models.upload.train" />
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
      {error && <StartErrorAlert error={error} photos={photos} />}
      <ConfirmTrainingDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={(name) => void confirm(name)}
        loading={loading}
        modelName={model?.model_name ?? null}
        cost={meta.trainingCost}
        balance={user?.creditsBalance ?? 0}
        photoCount={usable}
      />
    </Stack>
  );
}
