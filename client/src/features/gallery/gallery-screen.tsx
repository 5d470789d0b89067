import { Separator } from '@chakra-ui/react';
import { lazy } from 'react';
import { FormattedMessage } from 'react-intl';
import { WithApollo } from '../../app/with-apollo';
import { CenteredSpinner } from '../../components/ui/centered-spinner';
import { Page } from '../../components/ui/page';
import { useAuth } from '../auth';
import { StyleShowcase } from './style-showcase';

// Apollo and the library's grid load only for signed-in visitors; the showcase needs neither.
const YourGallery = lazy(() => import('./your-gallery'));

/** /gallery: the user's own photos and videos when signed in, then what Kadr makes, for everyone. */
export function GalleryScreen() {
  const { status } = useAuth();
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
      <StyleShowcase auth={status} />
    </Page>
  );
}
