import { Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink } from '../../components/ui/app-link';
import { Page } from '../../components/ui/page';
import { useDocumentTitle } from '../use-document-title';

export function NotFoundPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'notFound.page.title' }));
  return (
    <Page title={<FormattedMessage id="notFound.page.title" />}>
      <Text><FormattedMessage id="notFound.page.text" /></Text>
      <ButtonLink screen="landing" alignSelf="start"><FormattedMessage id="notFound.page.home" /></ButtonLink>
    </Page>
  );
}
