import { PricingScreen } from '../../features/payments';

export function PricingPage() {
  return <PricingScreen />;
}
