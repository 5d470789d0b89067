// The public entry of the payments feature: what other features and the routes may use. Everything else stays inside.
export { PricingScreen } from './pricing/pricing-screen';
export { PaymentSuccessScreen } from './result/payment-success-screen';
export { PaymentFailedScreen } from './result/payment-failed-screen';
export { SubscriptionTab } from './account/subscription-tab';
