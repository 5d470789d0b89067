import { Badge, Button, Card, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import { ButtonLink } from '../../../components/ui/app-link';
import { CheckIcon } from '../../../components/ui/icons';
import type { ModelFieldsFragment, ModelYieldFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../../lib/intl/format';
import { CancelTrainingButton } from '../shared/cancel-training-button';
import { useModelName } from '../shared/model-name';
import { isInProgress } from '../shared/model-status';
import { StatusBadge } from '../shared/status-badge';
import { DeleteModelButton } from './delete-model-button';
import type { useModelActions } from './use-model-actions';

interface ModelRowProps {
  model: ModelFieldsFragment & Partial<Pick<ModelYieldFieldsFragment, 'imageYield'>>;
  actions: ReturnType<typeof useModelActions>;
}

/** One model: name, status, progress or date, the active flag, and what can be done with it now. */
export function ModelRow({ model, actions }: ModelRowProps) {
  const intl = useIntl();
  const { code } = useLanguage();
  const name = useModelName()(model.modelName);
  const running = isInProgress(model.trainingStatus);
  const date = model.completedAt
    ? intl.formatMessage({ id: 'models.list.completed' }, { date: formatDate(model.completedAt, code) })
    : intl.formatMessage({ id: 'models.list.created' }, { date: formatDate(model.createdAt, code) });
  return (
    <Card.Root as="li" size="sm" data-testid="model-row" data-status={model.trainingStatus} aria-label={name}>
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" wrap="wrap" gap="2">
          <Stack gap="1">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold">{name}</Text>
              <StatusBadge status={model.trainingStatus} />
              {model.isActive && (
                <Badge colorPalette="green" variant="surface" gap="1">
                  <CheckIcon boxSize="3" aria-hidden />
                  <FormattedMessage id="models.list.active" />
                </Badge>
              )}
            </HStack>
            <Text fontSize="sm" color="fg.muted">{date}</Text>
            {model.imageYield && model.imageYield.delivered > 0 && <ModelYield yield={model.imageYield} />}
            {model.trainingStatus === 'failed' && model.errorMessage && (
              <Text fontSize="sm" color="red.fg">{model.errorMessage}</Text>
            )}
          </Stack>
          <HStack gap="2" wrap="wrap">
            {model.trainingStatus === 'succeeded' && !model.isActive && (
              <Button size="sm" variant="outline" loading={actions.activating} onClick={() => void actions.setActive(model.id, name)}>
                <FormattedMessage id="models.list.setActive" />
              </Button>
            )}
            {running && (
              <>
                <ButtonLink size="sm" variant="outline" screen="training" params={{ modelId: model.id }}>
                  <FormattedMessage id="models.list.viewProgress" />
                </ButtonLink>
                <CancelTrainingButton size="sm" modelId={model.id} label="models.list.cancel" />
              </>
            )}
            {(model.trainingStatus === 'draft' || model.trainingStatus === 'failed' || model.trainingStatus === 'canceled') && (
              <ButtonLink size="sm" variant="outline" screen="upload">
                <FormattedMessage id="models.list.continue" />
              </ButtonLink>
            )}
            {!running && <DeleteModelButton name={name} loading={actions.deleting} onDelete={() => actions.remove(model.id)} />}
          </HStack>
        </HStack>
        {running && (
          <Progress.Root value={model.progress} size="sm" aria-label={intl.formatMessage({ id: 'models.training.progress' })}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** "Of 24 images, 22 were usable; likeness to your held-out selfies: median 0.79", and its 10th–90th percentile spread. */
function ModelYield({ yield: y }: { yield: ModelYieldFieldsFragment['imageYield'] }) {
  const intl = useIntl();
  const fmt = (value: number) => intl.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <Stack gap="0" fontSize="sm" data-testid="model-yield" data-delivered={y.delivered} data-usable={y.usable}>
      <Text>
        <FormattedMessage id={y.likenessP50 == null ? 'models.yield.usable' : 'models.yield.summary'} values={{ count: y.delivered, usable: y.usable, value: y.likenessP50 == null ? '' : fmt(y.likenessP50) }} />
      </Text>
      {y.likenessP10 != null && y.likenessP90 != null && (
        <Text color="fg.muted">
          <FormattedMessage id="models.yield.spread" values={{ min: fmt(y.likenessP10), max: fmt(y.likenessP90) }} />
        </Text>
      )}
    </Stack>
  );
}
