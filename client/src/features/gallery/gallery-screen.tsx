import { Separator } from '@chakra-ui/react';
import { lazy, use } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLanguage } from '../../app/language-context';
import { WithApollo } from '../../app/with-apollo';
import { CenteredSpinner } from '../../components/ui/centered-spinner';
import { Page } from '../../components/ui/page';
import { loadGalleryContent } from '../../content/gallery';
import { samplesFor } from '../../content/samples';
import { withAppMessages } from '../../locales';
import { usePageMeta } from '../../seo/page-meta';
import { useAuth } from '../auth';
import { StyleShowcase } from './style-showcase';

// Apollo and the library's grid load only for signed-in visitors; the showcase needs neither.
const YourGallery = lazy(withAppMessages(() => import('./your-gallery')));

/** The link preview's picture: the first sample of the first style. */
const PREVIEW = samplesFor('professional')[0]!;

/** /gallery: the user's own photos and videos when signed in, then what Kadr makes, for everyone. */
export function GalleryScreen() {
  const { status } = useAuth();
  const { code } = useLanguage();
  const content = use(loadGalleryContent(code));
  usePageMeta({
    title: content.metaTitle,
    description: content.metaDescription,
    image: { src: PREVIEW.src, width: PREVIEW.width, height: PREVIEW.height, alt: PREVIEW.alt[code] },
  });
  const signedIn = status === 'authenticated';
  return (
    <Page width="6xl" title={<FormattedMessage id="screens.gallery.title" />} lead={<FormattedMessage id={signedIn ? 'gallery.page.leadSignedIn' : 'gallery.page.lead'} />}>
      {signedIn && (
        <>
          <WithApollo fallback={<CenteredSpinner minHeight="20vh" />}>
            <YourGallery />
          </WithApollo>
          <Separator />
        </>
      )}
      <StyleShowcase auth={status} content={content} />
    </Page>
  );
}
