import { Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { CheckboxField } from '../../../components/ui/checkbox-field';

/**
 * Spec §5: nothing can be bought without 'I understand and want to continue'. The text is the one the order keeps
 * with the consent (server/src/modules/payments/consent.ts): the 14-day withdrawal right and the 30-day guarantee.
 */
export function WithdrawalConsent({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Stack gap="2" p="3" borderRadius="l2" bg="bg.muted">
      <Text fontSize="sm" id="withdrawal-consent-text">
        <FormattedMessage id="pricing.consent.text" />
      </Text>
      <CheckboxField name="withdrawal-consent" checked={checked} onChange={onChange} label={<FormattedMessage id="pricing.consent.label" />} />
    </Stack>
  );
}
