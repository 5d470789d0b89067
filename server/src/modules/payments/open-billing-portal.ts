import type { Services } from '../../services-contract';
import { ownerOf, type Actor } from '../access/actor';
import { NoPortalUrlError, PaymentsUnavailableError } from './payments.errors';

/** Stripe's Customer Portal for the viewer (subscriptions, payment methods, invoices); back to the account page after. */
export async function openBillingPortal(deps: Pick<Services, 'env' | 'prisma' | 'stripe'>, actor: Actor): Promise<{ url: string }> {
  if (!deps.stripe) throw new PaymentsUnavailableError();
  const user = await deps.prisma.user.findUniqueOrThrow({ where: { id: ownerOf(actor) }, select: { stripeCustomerId: true, locale: true } });
  if (!user.stripeCustomerId) throw new NoPortalUrlError();
  const portal = await deps.stripe.stripe.billingPortal.sessions.create({ customer: user.stripeCustomerId, return_url: `${deps.env.PUBLIC_URL}${user.locale === 'pl' ? '/pl/konto' : '/account'}` });
  if (!portal.url) throw new NoPortalUrlError();
  return { url: portal.url };
}
