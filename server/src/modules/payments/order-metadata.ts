/**
 * What Kadr writes into a Checkout Session's metadata (and its subscription's and payment intent's): enough for a
 * webhook job to find the order and the wallet from the Stripe object alone, whatever arrives first.
 */
export interface OrderMetadata {
  orderId: string;
  userId: string;
  planId: string;
  /** Empty for a personal purchase. */
  teamId: string;
}

export function orderMetadata(meta: Record<string, string> | null | undefined): OrderMetadata | null {
  if (!meta?.orderId || !meta.userId || !meta.planId) return null;
  return { orderId: meta.orderId, userId: meta.userId, planId: meta.planId, teamId: meta.teamId ?? '' };
}
