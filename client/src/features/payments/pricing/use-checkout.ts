import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLanguage } from '../../../app/language-context';
import type { Plan } from '../api/plans';
import { CreateCheckoutMutation } from '../api/payment-operations';
import { paymentErrorId, thrownErrorId } from '../shared/payment-errors';
import type { Purchaser } from './purchase-choice';
import { invoiceInput, type InvoiceDetailsValue } from './invoice-details';

type LeavingStep = 'processing' | 'redirecting';

/**
 * Buy: createCheckout (processing), then off to the payment page (redirecting). Answers the step and, when the
 * checkout could not start, the message id saying why.
 */
export function useCheckout() {
  const { code } = useLanguage();
  const [mutate] = useMutation(CreateCheckoutMutation);
  const [step, setStep] = useState<LeavingStep | null>(null);
  const [errorId, setErrorId] = useState<string | null>(null);

  // Back from the payment page through the browser's history (a page restored from its cache): start over.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => event.persisted && setStep(null);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  const fail = (id: string) => {
    setStep(null);
    setErrorId(id);
  };

  const start = async (plan: Plan, purchaser: Purchaser, withdrawalConsent: boolean, invoice: InvoiceDetailsValue) => {
    setErrorId(null);
    setStep('processing');
    try {
      const teamId = purchaser.kind === 'team' ? purchaser.teamId : undefined;
      const { data } = await mutate({ variables: { input: { planId: plan.id, currency: plan.currency, withdrawalConsent, language: code, teamId, ...invoiceInput(invoice) } } });
      const result = data?.createCheckout;
      if (result?.__typename !== 'CheckoutPayload') return fail(paymentErrorId(result && 'code' in result ? result.code : undefined, 'payments.errors.processing'));
      if (!result.checkoutUrl) return fail('payments.errors.noRedirectUrl');
      // Shown before the browser starts leaving: the page may be gone before a batched render would run.
      flushSync(() => setStep('redirecting'));
      window.location.assign(result.checkoutUrl);
    } catch (error) {
      fail(thrownErrorId(error, 'payments.errors.processing'));
    }
  };

  return { step, errorId, start };
}
