import { Badge, type BadgeProps } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** The "Preview" label every first-look image carries wherever it is shown (gallery, lightbox, library, model page). */
export function PreviewBadge(props: BadgeProps) {
  return (
    <Badge colorPalette="purple" variant="solid" size="sm" pointerEvents="none" data-testid="preview-badge" {...props}>
      <FormattedMessage id="firstLook.badge.preview" />
    </Badge>
  );
}
