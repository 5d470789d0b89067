import { Badge } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { CheckIcon, CrossIcon, WarningIcon } from '../../../components/ui/icons';
import type { ModelPhoto } from '../api/models-rest';

const look = {
  accepted: { palette: 'green', Icon: CheckIcon },
  warning: { palette: 'orange', Icon: WarningIcon },
  rejected: { palette: 'red', Icon: CrossIcon },
} as const;

export function VerdictBadge({ verdict }: { verdict: ModelPhoto['verdict'] }) {
  const { palette, Icon } = look[verdict];
  return (
    <Badge colorPalette={palette} variant="surface" gap="1">
      <Icon boxSize="3" aria-hidden />
      <FormattedMessage id={`models.photo.${verdict}`} />
    </Badge>
  );
}
