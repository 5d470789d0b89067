import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FilterSelect } from '../shared/filter-select';
import { camel } from '../shared/format';

export const INVOICE_KINDS = ['invoice', 'correction'] as const;
export const KSEF_STATUSES = ['not_applicable', 'pending', 'sent', 'accepted', 'rejected'] as const;
export const FILTER_KEYS = ['search', 'kind', 'ksef', 'from', 'to'] as const;
export type InvoiceFilterValues = Record<(typeof FILTER_KEYS)[number], string>;

interface InvoiceFiltersProps {
  values: InvoiceFilterValues;
  set: (changes: Partial<InvoiceFilterValues>) => void;
}

/** The invoices' filters: a search (number, buyer, tax id, email), the kind, the KSeF status and the issue dates. */
export function InvoiceFilters({ values, set }: InvoiceFiltersProps) {
  const intl = useIntl();
  const [text, setText] = useState(values.search);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    set({ search: text.trim() });
  };
  return (
    <>
      <HStack as="form" role="search" onSubmit={onSubmit} gap="2" wrap="wrap" align="end">
        <Input
          type="search"
          name="search"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          placeholder={intl.formatMessage({ id: 'admin.invoices.searchPlaceholder' })}
          aria-label={intl.formatMessage({ id: 'admin.invoices.search' })}
          maxW="md"
        />
        <Button type="submit">
          <FormattedMessage id="admin.invoices.searchSubmit" />
        </Button>
      </HStack>
      <HStack gap="4" wrap="wrap" align="end">
        <FilterSelect name="invoiceKind" label="admin.invoices.kind" value={values.kind} values={INVOICE_KINDS} valueLabel={(v) => `admin.invoiceKind.${v}`} onChange={(kind) => set({ kind })} />
        <FilterSelect name="ksefStatus" label="admin.invoices.ksefStatus" value={values.ksef} values={KSEF_STATUSES} valueLabel={(v) => `admin.ksefStatus.${camel(v)}`} onChange={(ksef) => set({ ksef })} />
        {(['from', 'to'] as const).map((key) => (
          <Field.Root key={key} w={{ base: 'full', sm: '44' }}>
            <Field.Label htmlFor={`invoices-${key}`}>
              <FormattedMessage id={`admin.invoices.${key}`} />
            </Field.Label>
            <Input id={`invoices-${key}`} type="date" size="sm" value={values[key]} onChange={(e) => set({ [key]: e.currentTarget.value })} />
          </Field.Root>
        ))}
      </HStack>
    </>
  );
}

/** The query's filter from the page's: dates are whole days in the browser's time, `to` included. */
export function invoiceFilter(values: InvoiceFilterValues) {
  const day = (value: string, plusDays = 0) => {
    const date = new Date(`${value}T00:00:00`);
    if (Number.isNaN(date.getTime())) return undefined;
    date.setDate(date.getDate() + plusDays);
    return date.toISOString();
  };
  return {
    search: values.search || undefined,
    kind: (values.kind || undefined) as (typeof INVOICE_KINDS)[number] | undefined,
    ksefStatus: (values.ksef || undefined) as (typeof KSEF_STATUSES)[number] | undefined,
    from: values.from ? day(values.from) : undefined,
    to: values.to ? day(values.to, 1) : undefined,
  };
}
