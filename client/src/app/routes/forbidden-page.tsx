import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../../components/ui/app-link';
import { Page } from '../../components/ui/page';

export function ForbiddenPage() {
  return (
    <Page title={<FormattedMessage id="forbidden.page.title" />}>
      <Text><FormattedMessage id="forbidden.page.text" /></Text>
      <ButtonLink screen="dashboard" alignSelf="start"><FormattedMessage id="comingSoon.page.back" /></ButtonLink>
    </Page>
  );
}
