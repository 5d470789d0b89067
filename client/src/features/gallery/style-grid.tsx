import { Grid } from '@chakra-ui/react';
import { HEADSHOT_STYLES } from '@kadr/core/catalogue/headshot-styles';
import { samplesFor } from '../../content/samples';
import { StyleCard } from './style-card';

/** Every style preset as a card with the engine's samples of it, in the catalogue's order. */
export function StyleGrid() {
  return (
    <Grid
      as="ul"
      listStyleType="none"
      templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }}
      gap={{ base: '4', md: '5' }}
      data-testid="gallery-styles"
    >
      {HEADSHOT_STYLES.map((style, i) => (
        // The first card can be in view when the page opens: its images load at once.
        <StyleCard key={style.id} style={style} samples={samplesFor(style.id)} eager={i === 0} />
      ))}
    </Grid>
  );
}
