import { HStack, Spinner, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** Spec §4 Payment: the steps of leaving for the payment page and coming back from it. */
export type PaymentStep = 'processing' | 'redirecting' | 'confirming' | 'verifying' | 'completing';

/** The current step, announced politely to screen readers as it changes. */
export function PaymentProgress({ step }: { step: PaymentStep }) {
  return (
    <HStack gap="3" role="status" aria-live="polite" data-payment-step={step}>
      <Spinner size="sm" color="blue.solid" />
      <Text fontWeight="medium">
        <FormattedMessage id={`payments.progress.${step}`} />
      </Text>
    </HStack>
  );
}
