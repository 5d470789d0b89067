import { Grid } from '@chakra-ui/react';
import type { HeadshotImageFieldsFragment } from '../../../gql/graphql';
import { ImageCard } from './image-card';

interface ImageGridProps {
  images: HeadshotImageFieldsFragment[];
  selectedId: string | null;
  onSelect: (image: HeadshotImageFieldsFragment) => void;
  testId?: string;
  label?: string;
}

export function ImageGrid({ images, selectedId, onSelect, testId, label }: ImageGridProps) {
  return (
    <Grid as="ul" listStyleType="none" templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(160px, 1fr))' }} gap="3" data-testid={testId} aria-label={label}>
      {images.map((image, i) => (
        <ImageCard key={image.id} image={image} position={i + 1} selected={image.id === selectedId} onSelect={() => onSelect(image)} />
      ))}
    </Grid>
  );
}
