import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { VerifyPaymentQuery as VerifyPaymentData } from '../../../gql/graphql';
import { CurrentUserQuery } from '../../auth';
import { VerifyPaymentQuery } from '../api/payment-operations';
import { paymentErrorId, thrownErrorId } from '../shared/payment-errors';

export type PaymentResult = Extract<VerifyPaymentData['verifyPayment'], { __typename: 'PaymentResult' }>;

export type Verification =
  | { step: 'confirming' | 'verifying' | 'completing' }
  | { step: 'done'; result: PaymentResult; timedOut: boolean }
  | { step: 'notFound' }
  | { step: 'error'; errorId: string };

/** How often a pending payment is asked about again, and for how long before the page says it is still pending. */
const POLL_MS = 2000;
const PENDING_LIMIT_MS = 120_000;

/**
 * Spec §4 Payment, coming back from the payment page: confirming (reading the checkout), verifying (while the
 * payment provider has not settled it: BLIK and Przelewy24 can take a while), completing (loading the new
 * balance), then the result. Only asks; credits come from the webhook job alone.
 */
export function usePaymentVerification(sessionId: string): Verification {
  const client = useApolloClient();
  const [state, setState] = useState<Verification>({ step: 'confirming' });

  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    const set = (next: Verification) => {
      if (active) setState(next);
    };

    const check = async (): Promise<void> => {
      try {
        const { data } = await client.query({ query: VerifyPaymentQuery, variables: { sessionId }, fetchPolicy: 'network-only' });
        const answer = data?.verifyPayment;
        if (answer?.__typename !== 'PaymentResult') {
          const code = answer && 'code' in answer ? answer.code : undefined;
          return set(code === 'INVALID_SESSION' ? { step: 'notFound' } : { step: 'error', errorId: paymentErrorId(code, 'payments.errors.verificationFailed') });
        }
        if (answer.status === 'pending') {
          if (Date.now() - started > PENDING_LIMIT_MS) return set({ step: 'done', result: answer, timedOut: true });
          set({ step: 'verifying' });
          if (active) timer = setTimeout(() => void check(), POLL_MS);
          return;
        }
        if (answer.status === 'paid') {
          set({ step: 'completing' });
          // The live balance usually got here first; this makes sure the page shows it.
          await client.query({ query: CurrentUserQuery, fetchPolicy: 'network-only' }).catch(() => undefined);
        }
        set({ step: 'done', result: answer, timedOut: false });
      } catch (error) {
        set({ step: 'error', errorId: thrownErrorId(error, 'payments.errors.verificationFailed') });
      }
    };
    void check();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [client, sessionId]);

  return state;
}
