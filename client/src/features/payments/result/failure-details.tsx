import { HStack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../../../components/ui/app-link';
import { CenteredSpinner } from '../../../components/ui/centered-spinner';
import { VerifyPaymentQuery } from '../api/payment-operations';
import { failureReasonId } from '../shared/payment-errors';
import { BackToPricing } from './back-to-pricing';

/** Why the signed-in buyer's order failed (declined, insufficient funds, cancelled, expired), and a way to try again. */
export default function FailureDetails({ orderId }: { orderId: string }) {
  const { data, loading, error } = useQuery(VerifyPaymentQuery, { variables: { orderId }, fetchPolicy: 'network-only' });
  if (loading) return <CenteredSpinner />;
  const result = data?.verifyPayment.__typename === 'PaymentResult' ? data.verifyPayment : null;
  if (error || !result) {
    return (
      <>
        <Text fontSize="lg">
          <FormattedMessage id="paymentFailed.page.text" />
        </Text>
        <BackToPricing />
      </>
    );
  }
  return (
    <>
      <Text fontSize="lg" data-testid="payment-failure-reason">
        <FormattedMessage id={failureReasonId(result.failureReason)} />
      </Text>
      <HStack gap="3" wrap="wrap">
        <ButtonLink screen="pricing" search={`?plan=${encodeURIComponent(result.planId)}`}>
          <FormattedMessage id="paymentFailed.page.tryAgain" />
        </ButtonLink>
        <BackToPricing />
      </HStack>
    </>
  );
}
