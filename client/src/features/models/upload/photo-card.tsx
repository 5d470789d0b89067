import { Badge, Box, Button, Card, HStack, IconButton, Image, List, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TrashIcon } from '../../../components/ui/icons';
import type { ModelPhoto } from '../api/models-rest';
import { usePhotoReasonText } from './photo-reason';
import { VerdictBadge } from './verdict-badge';

/**
 * A checked photo: thumbnail, verdict, quality score, the reasons in the UI language, and a remove button. A photo
 * that repeats an earlier one (a burst, the same photo twice) is marked as a duplicate, its thumbnail dimmed, and its
 * reasons name the photo it repeats: it counts once, by that photo. Drawn again only when its photo or state changes
 * (an upload of 20 photos answers 20 times).
 */
export const PhotoCard = memo(function PhotoCard({
  photo,
  onRemove,
  onKeepOut,
  removing,
}: {
  photo: ModelPhoto;
  onRemove: (photoId: string) => void;
  /** Offered on an accepted photo not kept out, before training (issue #31). */
  onKeepOut?: (photoId: string) => void;
  removing: boolean;
}) {
  const intl = useIntl();
  const reasonText = usePhotoReasonText();
  const name = photo.original_name ?? photo.id;
  const duplicate = photo.duplicate_of !== null;
  return (
    <Card.Root
      as="li"
      size="sm"
      overflow="hidden"
      data-testid="photo-card"
      data-verdict={photo.verdict}
      data-duplicate-of={photo.duplicate_of ? (photo.duplicate_of.original_name ?? photo.duplicate_of.id) : undefined}
      aria-label={name}
    >
      <Box position="relative" aspectRatio="1" bg="bg.muted">
        {photo.thumbnail_url && <Image src={photo.thumbnail_url} alt="" width="full" height="full" objectFit="cover" opacity={duplicate ? 0.55 : 1} />}
        <HStack position="absolute" top="2" insetStart="2" gap="1" wrap="wrap">
          <VerdictBadge verdict={photo.verdict} />
          {duplicate && (
            <Badge colorPalette="blue" variant="surface" data-testid="duplicate-badge">
              <FormattedMessage id="models.photo.duplicate" />
            </Badge>
          )}
          {photo.held_out && (
            <Badge colorPalette="purple" variant="surface" whiteSpace="normal" data-testid="held-out-badge">
              <FormattedMessage id="models.photo.heldOut" />
            </Badge>
          )}
        </HStack>
        <IconButton
          position="absolute"
          top="2"
          insetEnd="2"
          size="xs"
          variant="solid"
          colorPalette="gray"
          loading={removing}
          aria-label={intl.formatMessage({ id: 'models.photo.remove' }, { name })}
          onClick={() => onRemove(photo.id)}
        >
          <TrashIcon />
        </IconButton>
      </Box>
      <Card.Body gap="1">
        <HStack justify="space-between" gap="2">
          <Text fontSize="sm" fontWeight="medium" truncate title={name}>
            {name}
          </Text>
          {photo.quality_score !== null && (
            <Text fontSize="xs" color="fg.muted" flexShrink="0">
              <FormattedMessage id="models.photo.quality" values={{ score: photo.quality_score }} />
            </Text>
          )}
        </HStack>
        {photo.reasons.length > 0 && (
          <List.Root fontSize="xs" color={photo.verdict === 'rejected' ? 'red.fg' : duplicate ? 'fg.muted' : 'orange.fg'} ps="4" gap="0.5">
            {photo.reasons.map((reason) => (
              <List.Item key={reason.code}>{reasonText(reason)}</List.Item>
            ))}
          </List.Root>
        )}
        {onKeepOut && (
          <Button size="xs" variant="ghost" alignSelf="start" px="1" onClick={() => onKeepOut(photo.id)} data-testid="keep-out-instead">
            <FormattedMessage id="models.photo.keepOut" />
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
});
