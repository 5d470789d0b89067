import { Grid, Heading, Stack } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toaster } from '../../../lib/toaster';
import type { ModelPhoto } from '../api/models-rest';
import { PendingCard } from './pending-card';
import { PhotoCard } from './photo-card';
import type { PendingUpload } from './upload-queue';

interface PhotoGridProps {
  photos: ModelPhoto[];
  pending: PendingUpload[];
  onRemove: (photoId: string) => Promise<void>;
  /** Before training: keep this accepted photo out of training (to measure likeness on) instead of one kept out now. */
  onKeepOut?: (photoId: string) => Promise<void>;
  onDismiss: (item: PendingUpload) => void;
  onRetry: (item: PendingUpload) => void;
}

/** The model's checked photos followed by the uploads still under way or refused. */
export function PhotoGrid({ photos, pending, onRemove, onKeepOut, onDismiss, onRetry }: PhotoGridProps) {
  const intl = useIntl();
  const [removing, setRemoving] = useState<string | null>(null);
  const remove = useCallback(
    async (photoId: string) => {
      setRemoving(photoId);
      try {
        await onRemove(photoId);
      } catch {
        toaster.create({ type: 'error', title: intl.formatMessage({ id: 'errors.REMOVE_PHOTO_FAILED' }) });
      } finally {
        setRemoving(null);
      }
    },
    [onRemove, intl],
  );
  const removeOne = useCallback((photoId: string) => void remove(photoId), [remove]);
  const keepOut = useCallback(
    (photoId: string) =>
      void onKeepOut?.(photoId).catch(() => toaster.create({ type: 'error', title: intl.formatMessage({ id: 'models.photo.keepOutFailed' }) })),
    [onKeepOut, intl],
  );
  const visible = photos.filter((p) => !p.purged);
  const anyHeldOut = onKeepOut !== undefined && visible.some((p) => p.held_out);
  if (visible.length === 0 && pending.length === 0) return null;

  return (
    <Stack as="section" aria-labelledby="your-photos" gap="4">
      <Heading as="h2" size="lg" id="your-photos">
        <FormattedMessage id="models.upload.photosTitle" />
      </Heading>
      <Grid as="ul" listStyleType="none" templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(180px, 1fr))' }} gap="4">
        {visible.map((photo) => (
          <PhotoCard key={photo.id} photo={photo} removing={removing === photo.id} onRemove={removeOne} onKeepOut={anyHeldOut && photo.usable && !photo.held_out && photo.duplicate_of === null ? keepOut : undefined} />
        ))}
        {pending.map((item) => (
          <PendingCard key={item.key} item={item} onDismiss={onDismiss} onRetry={onRetry} />
        ))}
      </Grid>
    </Stack>
  );
}
