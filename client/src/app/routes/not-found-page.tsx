import { Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink } from '../../components/ui/app-link';
import { Page } from '../../components/ui/page';
import { usePageMeta } from '../../seo/page-meta';

export function NotFoundPage() {
  const intl = useIntl();
  usePageMeta({ title: intl.formatMessage({ id: 'notFound.page.title' }), description: intl.formatMessage({ id: 'notFound.page.text' }), noindex: true });
  return (
    <Page title={<FormattedMessage id="notFound.page.title" />}>
      <Text><FormattedMessage id="notFound.page.text" /></Text>
      <ButtonLink screen="landing" alignSelf="start"><FormattedMessage id="notFound.page.home" /></ButtonLink>
    </Page>
  );
}
