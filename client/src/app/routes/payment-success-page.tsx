import { PaymentSuccessScreen } from '../../features/payments';

export function PaymentSuccessPage() {
  return <PaymentSuccessScreen />;
}
