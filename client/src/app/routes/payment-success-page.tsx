import { Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../components/ui/app-link';
import { FormAlert } from '../../components/ui/form-alert';
import { Page } from '../../components/ui/page';
import { paymentResultRedirectSeconds } from '../../config/pricing';
import { localizePath } from '../../config/routes';
import { useLanguage } from '../language-context';

/**
 * Payment result: redirects to the dashboard after 10 seconds (spec §4). It never says a payment was received
 * without verifying it: no checkout exists yet to verify against, so a transaction id in the address (Stripe's
 * `session_id`) is reported as not found, and an address without one as having nothing to confirm.
 */
export function PaymentSuccessPage() {
  const navigate = useNavigate();
  const { code } = useLanguage();
  const [params] = useSearchParams();
  const transactionId = params.get('session_id')?.trim() || null;
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
      <FormAlert status="warning">
        {transactionId ? (
          <FormattedMessage id="paymentSuccess.page.notFound" values={{ id: transactionId }} />
        ) : (
          <FormattedMessage id="paymentSuccess.page.noTransaction" />
        )}
      </FormAlert>
      <Text role="status"><FormattedMessage id="paymentSuccess.page.redirect" values={{ seconds }} /></Text>
      <ButtonLink screen="dashboard" alignSelf="start"><FormattedMessage id="paymentSuccess.page.now" /></ButtonLink>
    </Page>
  );
}
