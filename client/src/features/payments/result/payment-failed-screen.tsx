import { Text } from '@chakra-ui/react';
import { lazy } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { WithApollo } from '../../../app/with-apollo';
import { Page } from '../../../components/ui/page';
import { useAuth } from '../../auth';
import { BackToPricing } from './back-to-pricing';

const FailureDetails = lazy(() => import('./failure-details'));

/**
 * /payment-failed?order=…: Stripe's cancel URL, and where a declined payment ends. A signed-in buyer is told why
 * (spec §8: declined, insufficient funds, cancelled, expired); anyone else gets the general words.
 */
export function PaymentFailedScreen() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const orderId = params.get('order')?.trim() || null;
  return (
    <Page title={<FormattedMessage id="screens.paymentFailed.title" />}>
      {user && orderId ? (
        <WithApollo>
          <FailureDetails orderId={orderId} />
        </WithApollo>
      ) : (
        <>
          <Text fontSize="lg">
            <FormattedMessage id="paymentFailed.page.text" />
          </Text>
          <BackToPricing />
        </>
      )}
    </Page>
  );
}
