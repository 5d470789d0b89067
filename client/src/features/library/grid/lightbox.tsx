import { Badge, Box, Button, CloseButton, Dialog, HStack, IconButton, Image, Portal, Text, type IconButtonProps } from '@chakra-ui/react';
import type { KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PreviewBadge } from '../../first-look';
import { LikenessLabel } from '../../generation';
import { FavoriteButton } from './favorite-button';
import { fullOnPhone } from './full-on-phone';
import type { TileFavorites } from './image-tile';
import { ChevronLeftIcon, ChevronRightIcon, DownloadIcon } from './library-icons';
import { matchPercent, type LibraryImage } from './library-image';
import { useDownload } from './use-download';

interface LightboxProps {
  images: LibraryImage[];
  /** The open image's index; null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  favorites: TileFavorites;
}

/** The full image with its match score, heart and download; ←/→ step through the list, Esc closes. */
export function Lightbox({ images, index, onIndexChange, favorites }: LightboxProps) {
  const intl = useIntl();
  const download = useDownload();
  const image = index === null ? undefined : images[index];
  const count = images.length;
  const step = (delta: number) => index !== null && count > 0 && onIndexChange((index + delta + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    else return;
    event.preventDefault();
  };
  const match = image ? matchPercent(image) : null;

  return (
    <Dialog.Root open={Boolean(image)} onOpenChange={(e) => !e.open && onIndexChange(null)} placement="center">
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.800" />
        <Dialog.Positioner>
          <Dialog.Content {...fullOnPhone('4xl')} maxH={{ base: '100dvh', md: 'none' }} onKeyDown={onKeyDown} data-testid="lightbox" data-image-id={image?.id}>
            <Dialog.Header pe="14">
              <HStack justify="space-between" wrap="wrap" gap="3" width="full">
                <Dialog.Title>
                  <FormattedMessage id="library.lightbox.title" values={{ count: (index ?? 0) + 1, max: count }} />
                </Dialog.Title>
                {image && (
                  <HStack gap="2" wrap="wrap">
                    {image.preview && <PreviewBadge size="lg" />}
                    <LikenessLabel image={image} size="lg" />
                    {match !== null && (
                      <Badge size="lg" colorPalette={image.identityFlagged ? 'orange' : 'green'} data-testid="lightbox-match">
                        <FormattedMessage id={image.identityFlagged ? 'library.lightbox.lowMatch' : 'library.lightbox.match'} values={{ score: match }} />
                      </Badge>
                    )}
                    <FavoriteButton isFavorite={image.isFavorite} busy={favorites.isBusy(image.id)} onToggle={() => void favorites.toggle(image)} />
                    <Button size="sm" variant="outline" loading={download.downloading} onClick={() => void download.one(image.id)}>
                      <DownloadIcon aria-hidden />
                      <FormattedMessage id="library.lightbox.download" />
                    </Button>
                  </HStack>
                )}
              </HStack>
            </Dialog.Header>
            <Dialog.Body>
              <HStack gap="2" align="center" justify="center">
                <StepButton direction="previous" onClick={() => step(-1)} disabled={count < 2} display={{ base: 'none', md: 'inline-flex' }} />
                <Box flex="1" minW="0" display="flex" justifyContent="center">
                  {image?.imageUrl ? (
                    <Image src={image.imageUrl} alt={intl.formatMessage({ id: 'library.image.label' }, { count: (index ?? 0) + 1 })} maxH={{ base: '65vh', md: 'calc(100vh - 12rem)' }} maxW="full" objectFit="contain" rounded="md" />
                  ) : (
                    <Text color="fg.muted">
                      <FormattedMessage id="library.lightbox.unavailable" />
                    </Text>
                  )}
                </Box>
                <StepButton direction="next" onClick={() => step(1)} disabled={count < 2} display={{ base: 'none', md: 'inline-flex' }} />
              </HStack>
              {/* On a phone the picture takes the whole width; the arrows go under it. */}
              <HStack justify="center" gap="6" pt="4" display={{ base: 'flex', md: 'none' }}>
                <StepButton direction="previous" onClick={() => step(-1)} disabled={count < 2} />
                <StepButton direction="next" onClick={() => step(1)} disabled={count < 2} />
              </HStack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'common.dialog.close' })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function StepButton({ direction, ...rest }: { direction: 'previous' | 'next' } & Omit<IconButtonProps, 'aria-label'>) {
  const intl = useIntl();
  return (
    <IconButton variant="ghost" size="lg" aria-label={intl.formatMessage({ id: `library.lightbox.${direction}` })} {...rest}>
      {direction === 'previous' ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </IconButton>
  );
}
