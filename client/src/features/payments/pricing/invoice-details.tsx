import { Collapsible, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../../components/ui/form-field';

/** Optional invoice details: a company's name and its tax id (a Polish NIP, checksum checked, or an EU VAT id; checked by the server). */
export interface InvoiceDetailsValue {
  companyName: string;
  nip: string;
}

export const NO_INVOICE: InvoiceDetailsValue = { companyName: '', nip: '' };

/** The details as checkout takes them: only what was filled in. */
export const invoiceInput = ({ companyName, nip }: InvoiceDetailsValue) => ({
  ...(companyName.trim() ? { companyName: companyName.trim() } : {}),
  ...(nip.trim() ? { nip: nip.trim() } : {}),
});

/** "Invoice for a company (optional)": folded away until the buyer opens it. */
export function InvoiceDetails({ value, onChange }: { value: InvoiceDetailsValue; onChange: (value: InvoiceDetailsValue) => void }) {
  const intl = useIntl();
  return (
    <Collapsible.Root>
      <Collapsible.Trigger asChild>
        <Text as="button" textAlign="start" textDecoration="underline" cursor="pointer" fontSize="sm">
          <FormattedMessage id="pricing.invoice.title" />
        </Text>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack gap="3" pt="3">
          <FormField
            name="companyName"
            label={intl.formatMessage({ id: 'pricing.invoice.company' })}
            value={value.companyName}
            maxLength={200}
            autoComplete="organization"
            onChange={(e) => onChange({ ...value, companyName: e.target.value })}
          />
          <FormField
            name="nip"
            label={intl.formatMessage({ id: 'pricing.invoice.nip' })}
            helper={intl.formatMessage({ id: 'pricing.invoice.nipHelp' })}
            value={value.nip}
            maxLength={20}
            autoCapitalize="characters"
            onChange={(e) => onChange({ ...value, nip: e.target.value })}
          />
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
