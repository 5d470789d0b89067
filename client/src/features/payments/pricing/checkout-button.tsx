import { Button, Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { FormAlert } from '../../../components/ui/form-alert';
import type { Plan } from '../api/plans';
import { PaymentProgress } from '../shared/payment-progress';
import type { Purchaser } from './purchase-choice';
import { useCheckout } from './use-checkout';
import type { InvoiceDetailsValue } from './invoice-details';

/** The signed-in buyer's button (inside the session's Apollo): starts the checkout and shows how it goes. */
export default function CheckoutButton({ plan, purchaser, consent, invoice }: { plan: Plan; purchaser: Purchaser; consent: boolean; invoice: InvoiceDetailsValue }) {
  const { step, errorId, start } = useCheckout();
  return (
    <Stack gap="3">
      <Button size="lg" disabled={!consent || step !== null} onClick={() => void start(plan, purchaser, consent, invoice)}>
        <FormattedMessage id={plan.kind === 'subscription' ? 'pricing.purchase.subscribe' : 'pricing.purchase.buy'} />
      </Button>
      {step && <PaymentProgress step={step} />}
      {errorId && (
        <FormAlert>
          <FormattedMessage id={errorId} />
        </FormAlert>
      )}
    </Stack>
  );
}
