import { FormattedMessage } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useLanguage } from '../../../app/language-context';
import { FormAlert } from '../../../components/ui/form-alert';
import { Page } from '../../../components/ui/page';
import { localizePath } from '../../../config/routes';
import { PaymentProgress } from '../shared/payment-progress';
import { PaymentResultCard } from './payment-result-card';
import { RedirectCountdown } from './redirect-countdown';
import { usePaymentVerification } from './use-payment-verification';

function Verified({ sessionId }: { sessionId: string }) {
  const { code } = useLanguage();
  const state = usePaymentVerification(sessionId);
  switch (state.step) {
    case 'confirming':
    case 'verifying':
    case 'completing':
      return <PaymentProgress step={state.step} />;
    case 'notFound':
      return (
        <>
          <FormAlert status="warning">
            <FormattedMessage id="paymentSuccess.page.notFound" values={{ id: sessionId }} />
          </FormAlert>
          <RedirectCountdown />
        </>
      );
    case 'error':
      return (
        <FormAlert>
          <FormattedMessage id={state.errorId} />
        </FormAlert>
      );
    case 'done':
      // A failed payment is explained where failures are (/payment-failed names the reason).
      if (state.result.status === 'failed') return <Navigate replace to={`${localizePath('paymentFailed', code)}?order=${encodeURIComponent(state.result.orderId)}`} />;
      return (
        <>
          {state.result.status === 'pending' && (
            <FormAlert status="info">
              <FormattedMessage id={state.timedOut ? 'payments.errors.timeout' : 'paymentSuccess.result.pendingText'} />
            </FormAlert>
          )}
          <PaymentResultCard result={state.result} />
          <RedirectCountdown />
        </>
      );
  }
}

/**
 * /payment-success?session_id=…: Stripe sends the buyer back here. The page verifies the checkout (spec §4) and
 * never says a payment was received unless the server says it was paid; it goes to the dashboard after 10 s.
 */
export function PaymentSuccessScreen() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id')?.trim() || null;
  return (
    <Page title={<FormattedMessage id="screens.paymentSuccess.title" />}>
      {sessionId ? (
        <Verified sessionId={sessionId} />
      ) : (
        <>
          <FormAlert status="warning">
            <FormattedMessage id="paymentSuccess.page.noTransaction" />
          </FormAlert>
          <RedirectCountdown />
        </>
      )}
    </Page>
  );
}
