import { useCallback, useEffect, useState } from 'react';
import { PLANS, planOffer, type Currency, type PaymentMethod, type PlanOffer } from '@kadr/core/catalogue/plans';
import { api } from '../../../lib/api';

export type { Currency, PaymentMethod };

/** A plan as `GET /api/payments/plans` answers it: public, so read over REST (no sign-in, no Apollo). */
export type Plan = PlanOffer;

interface PlansState {
  currency: Currency;
  plans?: Plan[];
  error?: unknown;
  loading: boolean;
}

/**
 * The catalogue's plans in one currency, as the page is first drawn (prerendered, with the prices): the payment
 * methods a purchase really offers depend on the server's configuration, so the server's answer replaces them.
 */
export function cataloguePlans(currency: Currency): Plan[] {
  return PLANS.map((plan) => planOffer(plan, currency, { blikRecurring: false }));
}

/** The catalogue in one currency; `retry` loads it again after a failure. */
export function usePlans(currency: Currency) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PlansState>(() => ({ currency, plans: cataloguePlans(currency), loading: true }));

  useEffect(() => {
    let current = true;
    api.get<Plan[]>(`/api/payments/plans?currency=${currency}`).then(
      ({ data }) => current && setState({ currency, plans: data, loading: false }),
      (error: unknown) => current && setState({ currency, plans: cataloguePlans(currency), error, loading: false }),
    );
    return () => {
      current = false;
    };
  }, [currency, attempt]);

  const retry = useCallback(() => {
    setState({ currency, plans: cataloguePlans(currency), loading: true });
    setAttempt((n) => n + 1);
  }, [currency]);
  // A language switch changes the currency: its catalogue shows at once, the server's answer follows.
  const shown = state.currency === currency ? state : { currency, plans: cataloguePlans(currency), loading: true };
  return { plans: shown.plans, error: shown.error, loading: shown.loading, retry };
}
