import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../../components/ui/app-link';
import { Page } from '../../components/ui/page';
import type { ScreenKey } from '../../config/routes';
import type { PageProps } from './pages';

const paragraphs: Partial<Record<ScreenKey, string[]>> = {
  about: ['about.page.text', 'about.page.market'],
  privacyPolicy: ['legal.privacy.text'],
  termsOfService: ['legal.terms.text'],
  cookiePolicy: ['legal.cookies.text'],
  paymentFailed: ['paymentFailed.page.text'],
};

/** Short text pages: about, legal pages, payment failed. */
export function ContentPage({ screen }: PageProps) {
  return (
    <Page title={<FormattedMessage id={`screens.${screen}.title`} />}>
      {(paragraphs[screen] ?? []).map((id) => (
        <Text key={id} fontSize="lg">
          <FormattedMessage id={id} />
        </Text>
      ))}
      {screen === 'paymentFailed' && (
        <ButtonLink screen="pricing" alignSelf="start">
          <FormattedMessage id="paymentFailed.page.back" />
        </ButtonLink>
      )}
    </Page>
  );
}
