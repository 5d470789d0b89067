import { Badge, Box, chakra, Image, Stack, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PreviewBadge } from '../../first-look';
import { isNotCharged, LikenessLabel } from '../../generation';
import { FavoriteButton } from './favorite-button';
import { matchPercent, type LibraryImage } from './library-image';

export interface TileFavorites {
  toggle: (image: LibraryImage) => unknown;
  isBusy: (id: string) => boolean;
}

interface ImageTileProps extends Omit<BoxProps, 'children'> {
  image: LibraryImage;
  /** 1-based place in the list, for the accessible name. */
  place: number;
  favorites: TileFavorites;
  /** In select mode a click selects instead of opening the lightbox. */
  selecting?: boolean;
  selected?: boolean;
  onOpen: () => void;
  onToggleSelected?: () => void;
  /** Extra controls under the picture (collection order buttons, remove). */
  footer?: ReactNode;
}

/** A thumbnail with its heart, match score and, in select mode, a checkbox. */
export function ImageTile({ image, place, favorites, selecting, selected, onOpen, onToggleSelected, footer, ...rest }: ImageTileProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'library.image.label' }, { count: place });
  const match = matchPercent(image);
  return (
    <Box
      as="li"
      rounded="md"
      overflow="hidden"
      borderWidth="2px"
      borderColor={selected ? 'blue.solid' : 'transparent'}
      bg="bg.muted"
      data-testid="library-image"
      data-image-id={image.id}
      data-selected={selected ? 'true' : undefined}
      data-usable={image.usable == null ? undefined : String(image.usable)}
      aria-label={label}
      {...rest}
    >
      <Box position="relative">
        <chakra.button
          type="button"
          display="block"
          width="full"
          aspectRatio="1"
          cursor="pointer"
          // In select mode the checkbox is the control; a click on the picture is a shortcut for the mouse.
          aria-label={intl.formatMessage({ id: 'library.image.open' }, { count: place })}
          aria-hidden={selecting || undefined}
          tabIndex={selecting ? -1 : undefined}
          onClick={selecting ? onToggleSelected : onOpen}
          _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '-4px' }}
        >
          {image.thumbnailUrl && (
            <Image src={image.thumbnailUrl} alt="" width="full" height="full" objectFit="cover" loading="lazy" draggable={false} opacity={isNotCharged(image) ? 0.55 : undefined} />
          )}
        </chakra.button>
        {selecting && (
          <chakra.input
            type="checkbox"
            position="absolute"
            top="2"
            insetStart="2"
            boxSize="5"
            accentColor="blue.solid"
            checked={Boolean(selected)}
            onChange={onToggleSelected}
            aria-label={intl.formatMessage({ id: 'library.image.select' }, { count: place })}
          />
        )}
        <FavoriteButton position="absolute" top="2" insetEnd="2" size="xs" isFavorite={image.isFavorite} busy={favorites.isBusy(image.id)} onToggle={() => void favorites.toggle(image)} />
        {image.preview && <PreviewBadge position="absolute" bottom="2" insetEnd="2" />}
        {match !== null && (
          // White on orange.solid reads under 4.5:1: a flagged score has the palette's dark text on its light surface.
          <Badge position="absolute" bottom="2" insetStart="2" size="sm" pointerEvents="none" variant={image.identityFlagged ? 'surface' : 'solid'} colorPalette={image.identityFlagged ? 'orange' : 'gray'}>
            <FormattedMessage id="library.image.match" values={{ score: match }} />
          </Badge>
        )}
      </Box>
      <LikenessLabel image={image} display="block" rounded="none" px="2" py="1" textAlign="center" />
      {footer && (
        <Stack p="2" gap="2">
          {footer}
        </Stack>
      )}
    </Box>
  );
}
