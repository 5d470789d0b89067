import { Grid, type BoxProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { ImageTile, type TileFavorites } from './image-tile';
import type { LibraryImage } from './library-image';
import { Lightbox } from './lightbox';
import type { Selection } from './use-selection';

interface ImageGridProps {
  images: LibraryImage[];
  favorites: TileFavorites;
  /** Given in select mode: clicks select instead of opening the lightbox. */
  selection?: Selection;
  label: string;
  footer?: (image: LibraryImage, index: number) => ReactNode;
  /** Extra props per tile (drag and drop). */
  tileProps?: (image: LibraryImage, index: number) => Omit<BoxProps, 'children'>;
}

/** Thumbnails in a responsive grid; a click opens the lightbox at that image. */
export function ImageGrid({ images, favorites, selection, label, footer, tileProps }: ImageGridProps) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <Grid
        as="ul"
        aria-label={label}
        listStyleType="none"
        templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(170px, 1fr))' }}
        gap={{ base: '3', md: '4' }}
      >
        {images.map((image, index) => (
          <ImageTile
            key={image.id}
            image={image}
            place={index + 1}
            favorites={favorites}
            selecting={Boolean(selection)}
            selected={selection?.isSelected(image.id)}
            onToggleSelected={() => selection?.toggle(image.id)}
            onOpen={() => setOpen(index)}
            footer={footer?.(image, index)}
            {...tileProps?.(image, index)}
          />
        ))}
      </Grid>
      <Lightbox images={images} index={open !== null && open < images.length ? open : null} onIndexChange={setOpen} favorites={favorites} />
    </>
  );
}
