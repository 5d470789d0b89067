import { Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ButtonLink } from '../../components/ui/app-link';
import { Page } from '../../components/ui/page';
import { paymentResultRedirectSeconds } from '../../config/pricing';
import { localizePath } from '../../config/routes';
import { useLanguage } from '../language-context';

/** Payment result: redirects to the dashboard after 10 seconds (spec §4). Verification comes with payments. */
export function PaymentSuccessPage() {
  const navigate = useNavigate();
  const { code } = useLanguage();
  const [seconds, setSeconds] = useState(paymentResultRedirectSeconds);

  useEffect(() => {
    if (seconds <= 0) {
      navigate(localizePath('dashboard', code), { replace: true });
      return;
    }
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds, navigate, code]);

  return (
    <Page title={<FormattedMessage id="screens.paymentSuccess.title" />}>
      <Text fontSize="lg"><FormattedMessage id="paymentSuccess.page.text" /></Text>
      <Text role="status"><FormattedMessage id="paymentSuccess.page.redirect" values={{ seconds }} /></Text>
      <ButtonLink screen="dashboard" alignSelf="start"><FormattedMessage id="paymentSuccess.page.now" /></ButtonLink>
    </Page>
  );
}
