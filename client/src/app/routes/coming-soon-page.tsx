import { Badge, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '../../components/ui/app-link';
import { Page } from '../../components/ui/page';
import { useAuth } from '../../features/auth/auth-context';
import type { PageProps } from './page-props';

/** Placeholder for screens not built yet; says so plainly. */
export function ComingSoonPage({ screen }: PageProps) {
  const { industry, style } = useParams();
  const { status } = useAuth();
  return (
    <Page title={<FormattedMessage id={`screens.${screen}.title`} values={{ industry, style }} />}>
      <Badge alignSelf="start" colorPalette="orange" size="lg">
        <FormattedMessage id="comingSoon.page.badge" />
      </Badge>
      <Text>
        <FormattedMessage id="comingSoon.page.text" />
      </Text>
      <ButtonLink screen={status === 'authenticated' ? 'dashboard' : 'landing'} alignSelf="start" variant="outline">
        {status === 'authenticated' ? <FormattedMessage id="comingSoon.page.back" /> : <FormattedMessage id="notFound.page.home" />}
      </ButtonLink>
    </Page>
  );
}
