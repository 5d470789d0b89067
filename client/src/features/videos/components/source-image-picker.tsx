import { chakra, Fieldset, Grid, Image, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { HeadshotImageFieldsFragment } from '../../../gql/graphql';

interface SourceImagePickerProps {
  images: HeadshotImageFieldsFragment[];
  value: string | null;
  onChange: (id: string | null) => void;
}

const tile = {
  type: 'button',
  position: 'relative',
  aspectRatio: '1',
  borderRadius: 'l2',
  overflow: 'hidden',
  borderWidth: '2px',
  bg: 'bg.muted',
  cursor: 'pointer',
} as const;

/** Optional: one of the user's headshots to animate; without one, the engine first renders one from the model. */
export function SourceImagePicker({ images, value, onChange }: SourceImagePickerProps) {
  const intl = useIntl();
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="medium" fontSize="sm">
        <FormattedMessage id="video.form.source" />
      </Fieldset.Legend>
      <Fieldset.HelperText>
        <FormattedMessage id="video.form.sourceHelper" />
      </Fieldset.HelperText>
      <Grid templateColumns="repeat(auto-fill, minmax(72px, 1fr))" gap="2" data-testid="source-picker">
        <chakra.button {...tile} borderColor={value === null ? 'colorPalette.solid' : 'border'} colorPalette="blue" aria-pressed={value === null} onClick={() => onChange(null)}>
          <Text position="absolute" inset="0" display="grid" placeItems="center" fontSize="xs" p="1" textAlign="center">
            <FormattedMessage id="video.form.sourceNone" />
          </Text>
        </chakra.button>
        {images.map((image, i) => (
          <chakra.button
            key={image.id}
            {...tile}
            borderColor={value === image.id ? 'colorPalette.solid' : 'transparent'}
            colorPalette="blue"
            aria-pressed={value === image.id}
            aria-label={intl.formatMessage({ id: 'video.form.sourceImage' }, { count: i + 1 })}
            onClick={() => onChange(image.id)}
          >
            {image.thumbnailUrl && <Image src={image.thumbnailUrl} alt="" width="full" height="full" objectFit="cover" />}
          </chakra.button>
        ))}
      </Grid>
    </Fieldset.Root>
  );
}
