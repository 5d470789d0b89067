import { PaymentFailedScreen } from '../../features/payments';

export function PaymentFailedPage() {
  return <PaymentFailedScreen />;
}
