import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Page } from '../../components/ui/page';
import type { ScreenKey } from '../../config/routes';
import type { PageProps } from './pages';

const paragraphs: Partial<Record<ScreenKey, string[]>> = {
  about: ['about.page.text', 'about.page.market'],
  privacyPolicy: ['legal.privacy.text'],
  termsOfService: ['legal.terms.text'],
  cookiePolicy: ['legal.cookies.text'],
};

/** Short text pages: about, legal pages. */
export function LegalPage({ screen }: PageProps) {
  return (
    <Page title={<FormattedMessage id={`screens.${screen}.title`} />}>
      {(paragraphs[screen] ?? []).map((id) => (
        <Text key={id} fontSize="lg">
          <FormattedMessage id={id} />
        </Text>
      ))}
    </Page>
  );
}
