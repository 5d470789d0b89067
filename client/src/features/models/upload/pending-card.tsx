import { Box, Button, Card, Center, CloseButton, Image, Progress, Text } from '@chakra-ui/react';
import { memo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { UploadIcon } from '../../../components/ui/icons';
import type { PendingUpload } from './upload-queue';

/** A file on its way: preview, a progress bar while it uploads, or the reason it was refused (and a retry where one may help). */
export const PendingCard = memo(function PendingCard({ item, onDismiss, onRetry }: { item: PendingUpload; onDismiss: (item: PendingUpload) => void; onRetry: (item: PendingUpload) => void }) {
  const intl = useIntl();
  const failed = item.state === 'failed';
  // A file the browser cannot show (not really an image) gets the placeholder instead of a broken picture.
  const [broken, setBroken] = useState(false);
  return (
    <Card.Root as="li" size="sm" overflow="hidden" data-testid="pending-card" data-state={item.state} aria-label={item.file.name} borderColor={failed ? 'border.error' : undefined}>
      <Box position="relative" aspectRatio="1" bg="bg.muted">
        {item.previewUrl && !broken ? (
          <Image src={item.previewUrl} alt="" position="absolute" inset="0" width="full" height="full" objectFit="cover" opacity={failed ? 0.4 : 0.7} onError={() => setBroken(true)} />
        ) : (
          <Center h="full">
            <UploadIcon boxSize="8" color="fg.subtle" aria-hidden />
          </Center>
        )}
        {failed && (
          <CloseButton position="absolute" top="1" insetEnd="1" size="xs" variant="solid" onClick={() => onDismiss(item)} aria-label={intl.formatMessage({ id: 'models.photo.dismiss' }, { name: item.file.name })} />
        )}
      </Box>
      <Card.Body gap="2">
        <Text fontSize="sm" fontWeight="medium" truncate title={item.file.name}>
          {item.file.name}
        </Text>
        {failed ? (
          <>
            <Text fontSize="sm" color="red.fg" role="alert">
              <FormattedMessage id={intl.messages[`errors.${item.error}`] ? `errors.${item.error}` : 'errors.UPLOAD_FAILED'} />
            </Text>
            {item.retryable && (
              <Button size="xs" variant="outline" alignSelf="start" onClick={() => onRetry(item)} aria-label={intl.formatMessage({ id: 'models.photo.retryName' }, { name: item.file.name })}>
                <FormattedMessage id="models.photo.retry" />
              </Button>
            )}
          </>
        ) : (
          <>
            <Progress.Root value={Math.round(item.progress * 100)} size="xs" aria-label={intl.formatMessage({ id: 'models.photo.progress' }, { name: item.file.name })}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <Text fontSize="xs" color="fg.muted">
              <FormattedMessage id={`models.photo.${item.state}`} />
            </Text>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
});
