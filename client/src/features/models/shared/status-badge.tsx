import { Badge } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { statusPalette, type TrainingStatus } from './model-status';

export function StatusBadge({ status }: { status: TrainingStatus }) {
  return (
    <Badge colorPalette={statusPalette[status]} variant="subtle">
      <FormattedMessage id={`models.status.${status}`} />
    </Badge>
  );
}
