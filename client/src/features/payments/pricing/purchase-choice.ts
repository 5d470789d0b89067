import { useCallback } from 'react';
import { useQueryAfterHydration } from '../../../app/hydration';

export type Interval = 'month' | 'year';

/**
 * Who a purchase is for. Only the personal account today; once teams exist, each team the user administers is
 * offered as `{ kind: 'team', teamId }` (the checkout already takes `teamId`).
 */
export type Purchaser = { kind: 'personal' } | { kind: 'team'; teamId: string };

/** What the visitor chose on the pricing page. */
export interface PurchaseChoice {
  planId: string | null;
  interval: Interval;
  purchaser: Purchaser;
}

function readPurchaser(value: string | null): Purchaser {
  return value && value !== 'personal' ? { kind: 'team', teamId: value } : { kind: 'personal' };
}

/**
 * The choice lives in the address (?plan=pack-starter&interval=year&for=personal), so a visitor sent to log in
 * comes back to the same choice, and a language switch or a reload keeps it. The prerendered page has no choice:
 * it is shown once the page has hydrated.
 */
export function usePurchaseChoice() {
  const [params, setParams] = useQueryAfterHydration();
  const choice: PurchaseChoice = {
    planId: params.get('plan'),
    interval: params.get('interval') === 'year' ? 'year' : 'month',
    purchaser: readPurchaser(params.get('for')),
  };

  const update = useCallback(
    (changes: Partial<PurchaseChoice>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (changes.planId !== undefined) {
            if (changes.planId) next.set('plan', changes.planId);
            else next.delete('plan');
          }
          if (changes.interval) next.set('interval', changes.interval);
          if (changes.purchaser) next.set('for', changes.purchaser.kind === 'team' ? changes.purchaser.teamId : 'personal');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { choice, update };
}
