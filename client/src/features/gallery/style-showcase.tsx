import { Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { CenteredSpinner } from '../../components/ui/centered-spinner';
import type { AuthStatus } from '../auth';
import { LoadFailed } from '../library';
import { useFailureToast } from '../library';
import { useStyleShowcase } from './api/use-style-showcase';
import { GalleryCta } from './gallery-cta';
import { StyleCosts } from './style-costs';
import { StyleGrid } from './style-grid';

const failedId = 'generator.errors.optionsFailed';

/**
 * What Kadr makes, for everyone: every style with its drawn preview, what each kind of generation costs, and the
 * way to start (sign up, or the generators when signed in). Loaded over the public REST path: no Apollo here.
 */
export function StyleShowcase({ auth }: { auth: AuthStatus }) {
  const { data, error, loading, retry } = useStyleShowcase();
  useFailureToast(error, failedId);
  const signedIn = auth === 'authenticated';

  const body = () => {
    if (!data && loading) return <CenteredSpinner minHeight="20vh" />;
    if (!data) return <LoadFailed messageId={failedId} onRetry={retry} />;
    return (
      <>
        <StyleGrid styles={data.styles} />
        <Stack gap="5" p={{ base: '4', md: '6' }} rounded="l3" bg="bg.muted">
          <StyleCosts costs={data.costs} />
          {/* Until the session is known, neither "sign up" nor "generate" would be sure to be right. */}
          {auth !== 'loading' && <GalleryCta signedIn={signedIn} />}
        </Stack>
      </>
    );
  };

  return (
    <Stack as="section" aria-labelledby="gallery-styles-title" gap="5">
      <Stack gap="2">
        <Heading as="h2" size={{ base: 'xl', md: '2xl' }} id="gallery-styles-title">
          <FormattedMessage id="gallery.styles.title" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id={signedIn ? 'gallery.styles.leadSignedIn' : 'gallery.styles.lead'} />
        </Text>
      </Stack>
      {body()}
    </Stack>
  );
}
