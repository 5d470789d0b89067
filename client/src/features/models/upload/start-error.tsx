import { List, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { AppLink } from '../../../components/ui/app-link';
import { FormAlert } from '../../../components/ui/form-alert';
import type { ModelPhoto } from '../api/models-rest';
import { useErrorText } from '../shared/error-text';
import { usePhotoReasonText } from './photo-reason';
import type { StartError } from './use-start-training';

/** Why the training did not start: which photos cannot be used and why, or the credits missing. */
export function StartErrorAlert({ error, photos }: { error: StartError; photos: ModelPhoto[] }) {
  const errorText = useErrorText();
  const reasonText = usePhotoReasonText();
  if (error.kind === 'insufficientCredits') {
    return (
      <FormAlert>
        <Stack gap="1">
          <Text>
            <FormattedMessage id="errors.INSUFFICIENT_CREDITS" values={{ needed: error.needed, available: error.available }} />
          </Text>
          <AppLink screen="pricing" fontWeight="semibold">
            <FormattedMessage id="models.startError.buyCredits" />
          </AppLink>
        </Stack>
      </FormAlert>
    );
  }
  if (error.kind === 'other') return <FormAlert>{errorText(error.code, 'errors.START_TRAINING_FAILED')}</FormAlert>;
  const unusable = photos.filter((p) => !p.usable && !p.purged);
  return (
    <FormAlert>
      <Stack gap="1">
        <Text>
          <FormattedMessage id="errors.NOT_ENOUGH_PHOTOS" values={{ usable: error.usable, needed: error.needed }} />
        </Text>
        {unusable.length > 0 && (
          <>
            <Text>
              <FormattedMessage id="models.startError.unusable" />
            </Text>
            <List.Root ps="5">
              {unusable.map((p) => (
                <List.Item key={p.id}>
                  <FormattedMessage
                    id="models.startError.photoReasons"
                    values={{ name: <Text as="span" fontWeight="semibold">{p.original_name ?? p.id}</Text>, reasons: p.reasons.map(reasonText).join(' ') }}
                  />
                </List.Item>
              ))}
            </List.Root>
          </>
        )}
      </Stack>
    </FormAlert>
  );
}
