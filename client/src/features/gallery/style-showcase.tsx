import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLanguage } from '../../app/language-context';
import { AppLink } from '../../components/ui/app-link';
import type { GalleryContent } from '../../content/gallery';
import { samplesNote } from '../../content/samples';
import type { AuthStatus } from '../auth';
import { GalleryCta } from './gallery-cta';
import { StyleCosts } from './style-costs';
import { StyleGrid } from './style-grid';

/**
 * What Kadr makes, for everyone: every style with sample outputs of the product's own engine and how they were
 * made, what each kind of generation costs, and the way to start (sign up, or the generators when signed in).
 * All from static data, so the prerendered page holds it: no request for any of it.
 */
export function StyleShowcase({ auth, content }: { auth: AuthStatus; content: GalleryContent }) {
  const { code } = useLanguage();
  const titleId = useId();
  const noteId = useId();
  const signedIn = auth === 'authenticated';
  return (
    <Stack as="section" aria-labelledby={titleId} gap="5">
      <Stack gap="2">
        <Heading as="h2" size={{ base: 'xl', md: '2xl' }} id={titleId}>
          <FormattedMessage id="gallery.styles.title" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id={signedIn ? 'gallery.styles.leadSignedIn' : 'gallery.styles.lead'} />
        </Text>
      </Stack>
      <Box
        as="aside"
        aria-labelledby={noteId}
        p={{ base: '4', md: '5' }}
        rounded="l3"
        borderWidth="1px"
        borderStartWidth="4px"
        borderStartColor="colorPalette.solid"
        colorPalette="blue"
        bg="bg.panel"
        data-testid="gallery-samples-note"
      >
        <Heading as="h3" size="md" id={noteId} mb="1">
          {content.noteTitle}
        </Heading>
        <Text color="fg.muted">{samplesNote[code]}</Text>
      </Box>
      <StyleGrid />
      <AppLink screen="aiHeadshots" alignSelf="flex-start" fontWeight="medium" colorPalette="blue" color="colorPalette.fg">
        {content.byProfession}
      </AppLink>
      <Stack gap="5" p={{ base: '4', md: '6' }} rounded="l3" bg="bg.muted">
        <StyleCosts />
        {/* Until the session is known, neither "sign up" nor "generate" would be sure to be right. */}
        {auth !== 'loading' && <GalleryCta signedIn={signedIn} />}
      </Stack>
    </Stack>
  );
}
