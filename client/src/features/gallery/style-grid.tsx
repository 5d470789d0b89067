import { Grid, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { FormAlert } from '../../components/ui/form-alert';
import type { ShowcaseStyle } from './api/style-showcase';
import { StyleCard } from './style-card';

/** The styles as cards, under the plain word that their previews are drawings, not customers. */
export function StyleGrid({ styles }: { styles: ShowcaseStyle[] }) {
  if (styles.length === 0) {
    return (
      <Text color="fg.muted">
        <FormattedMessage id="gallery.styles.none" />
      </Text>
    );
  }
  return (
    <>
      <FormAlert status="info" title={<FormattedMessage id="gallery.styles.drawnTitle" />}>
        <FormattedMessage id="gallery.styles.drawnText" />
      </FormAlert>
      <Grid
        as="ul"
        listStyleType="none"
        templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }}
        gap={{ base: '3', md: '4' }}
        data-testid="gallery-styles"
      >
        {styles.map((style) => (
          <StyleCard key={style.id} style={style} />
        ))}
      </Grid>
    </>
  );
}
