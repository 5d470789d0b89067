import { Button, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormAlert } from '../../../components/ui/form-alert';
import { OpenBillingPortalMutation } from '../api/payment-operations';
import { paymentErrorId, thrownErrorId } from '../shared/payment-errors';

/** "Manage": Stripe's Customer Portal (plan, payment method, invoices, cancelling). */
export function ManageBillingButton() {
  const [open, { loading }] = useMutation(OpenBillingPortalMutation);
  const [errorId, setErrorId] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const go = async () => {
    setErrorId(null);
    try {
      const { data } = await open();
      const result = data?.openBillingPortal;
      if (result?.__typename === 'BillingPortal' && result.url) {
        setLeaving(true);
        window.location.assign(result.url);
        return;
      }
      setErrorId(paymentErrorId(result && 'code' in result ? result.code : undefined, 'payments.errors.portalFailed'));
    } catch (error) {
      setErrorId(thrownErrorId(error, 'payments.errors.portalFailed'));
    }
  };

  return (
    <Stack gap="2" align="start">
      <Button variant="outline" loading={loading || leaving} onClick={() => void go()}>
        <FormattedMessage id="account.subscription.manage" />
      </Button>
      {errorId && (
        <FormAlert>
          <FormattedMessage id={errorId} />
        </FormAlert>
      )}
    </Stack>
  );
}
