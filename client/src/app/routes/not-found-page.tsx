import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../../components/ui/app-link';
import { Page } from '../../components/ui/page';

export function NotFoundPage() {
  return (
    <Page title={<FormattedMessage id="notFound.page.title" />}>
      <Text><FormattedMessage id="notFound.page.text" /></Text>
      <ButtonLink screen="landing" alignSelf="start"><FormattedMessage id="notFound.page.home" /></ButtonLink>
    </Page>
  );
}
