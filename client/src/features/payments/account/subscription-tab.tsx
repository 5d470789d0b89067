import { Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { CenteredSpinner } from '../../../components/ui/centered-spinner';
import { FormAlert } from '../../../components/ui/form-alert';
import { useAppQuery } from '../../../lib/apollo/use-app-query';
import { MySubscriptionQuery } from '../api/account-operations';
import { PaymentHistory } from './payment-history';
import { SubscriptionCard } from './subscription-card';

/** Account → subscription: the plan with its tier badge and the portal, then the payment history. */
export function SubscriptionTab() {
  const { data, loading, error } = useAppQuery(MySubscriptionQuery);
  return (
    <Stack gap="6">
      {loading && !data ? (
        <CenteredSpinner />
      ) : error && !data ? (
        <FormAlert>
          <FormattedMessage id="account.subscription.loadFailed" />
        </FormAlert>
      ) : (
        <SubscriptionCard subscription={data?.mySubscription ?? null} />
      )}
      <PaymentHistory />
    </Stack>
  );
}
