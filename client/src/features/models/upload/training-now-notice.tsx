import { HStack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../../../components/ui/app-link';
import { FormAlert } from '../../../components/ui/form-alert';
import type { RestModel } from '../api/models-rest';
import { useModelName } from '../shared/model-name';

/** Another model is training: a way to its progress. */
export function TrainingNowNotice({ model }: { model: RestModel }) {
  const displayName = useModelName();
  return (
    <FormAlert status="info">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text>
          <FormattedMessage id="models.upload.trainingNow" values={{ name: displayName(model.model_name) }} />
        </Text>
        <ButtonLink screen="training" params={{ modelId: model.id }} size="sm" variant="outline">
          <FormattedMessage id="models.upload.seeProgress" />
        </ButtonLink>
      </HStack>
    </FormAlert>
  );
}
