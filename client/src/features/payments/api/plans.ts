import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../lib/api';

export type Currency = 'PLN' | 'USD';
export type PaymentMethod = 'card' | 'blik' | 'p24';

/** A plan as `GET /api/payments/plans` answers it: public, so read over REST (no sign-in, no Apollo). */
export interface Plan {
  id: string;
  kind: 'package' | 'subscription';
  name: { en: string; pl: string };
  credits: number;
  interval: 'month' | 'year' | null;
  /** Tax-inclusive, major units. */
  price: number;
  currency: Currency;
  pricePerCredit: number;
  yearlyDiscountPercent: number | null;
  paymentMethods: PaymentMethod[];
}

interface PlansState {
  plans?: Plan[];
  error?: unknown;
  loading: boolean;
}

/** The catalogue in one currency; `retry` loads it again after a failure. */
export function usePlans(currency: Currency) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PlansState>({ loading: true });

  useEffect(() => {
    let current = true;
    api.get<Plan[]>(`/api/payments/plans?currency=${currency}`).then(
      ({ data }) => current && setState({ plans: data, loading: false }),
      (error: unknown) => current && setState({ error, loading: false }),
    );
    return () => {
      current = false;
    };
  }, [currency, attempt]);

  const retry = useCallback(() => {
    setState({ loading: true });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}
