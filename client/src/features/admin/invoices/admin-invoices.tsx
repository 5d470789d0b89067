import { Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { AdminInvoicesQuery } from '../api/admin-invoices';
import { ListState } from '../shared/list-state';
import { useFilters } from '../shared/use-filters';
import { usePagedList } from '../shared/use-paged-list';
import { FILTER_KEYS, InvoiceFilters, invoiceFilter } from './invoice-filters';
import { InvoicesTable } from './invoices-table';

/** Every invoice and correction, newest first, filtered; where each stands with KSeF; download and resend. */
export function AdminInvoices() {
  const { values, set } = useFilters(FILTER_KEYS);
  const { page, listState } = usePagedList(AdminInvoicesQuery, 'adminInvoices', { filter: invoiceFilter(values) });
  return (
    <Stack gap="4">
      <InvoiceFilters values={values} set={set} />
      {page && (
        <Text fontSize="sm" color="fg.muted" data-testid="admin-invoices-total">
          <FormattedMessage id="admin.invoices.total" values={{ count: page.totalCount, shown: page.items.length }} />
        </Text>
      )}
      <ListState {...listState} emptyId="admin.invoices.empty">
        <InvoicesTable invoices={page?.items ?? []} />
      </ListState>
    </Stack>
  );
}
