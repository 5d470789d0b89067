import { Button, HStack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MyInvoicesQuery } from '../../../gql/graphql';
import { toaster } from '../../../lib/toaster';
import { downloadInvoice, MyInvoicesQuery as MyInvoicesDocument, RequestInvoiceMutation } from '../api/invoice-operations';

type Invoice = MyInvoicesQuery['invoices'][number];

/**
 * A payment's invoices in the payment history: each (the invoice, then its corrections) as a download; a paid
 * purchase without one offers to issue it (a consumer's invoice is issued on request; a company's is on its way).
 */
export function PaymentInvoices({ paymentId, status, invoices }: { paymentId: string; status: string; invoices: Invoice[] }) {
  const intl = useIntl();
  const [busy, setBusy] = useState<string | null>(null);
  const [ask, { loading }] = useMutation(RequestInvoiceMutation, { refetchQueries: [MyInvoicesDocument] });
  const download = async (invoice: Invoice) => {
    setBusy(invoice.id);
    try {
      await downloadInvoice(invoice.pdfPath, `${invoice.number.replaceAll('/', '-')}.pdf`);
    } catch {
      toaster.create({ type: 'error', title: intl.formatMessage({ id: 'account.invoices.downloadFailed' }) });
    } finally {
      setBusy(null);
    }
  };
  const request = async () => {
    try {
      const { data } = await ask({ variables: { paymentId } });
      if (data?.requestInvoice.__typename !== 'Invoice') toaster.create({ type: 'error', title: intl.formatMessage({ id: 'account.invoices.requestFailed' }) });
    } catch {
      toaster.create({ type: 'error', title: intl.formatMessage({ id: 'account.invoices.requestFailed' }) });
    }
  };
  if (invoices.length === 0) {
    if (status !== 'paid') return null;
    return (
      <Button size="xs" variant="outline" loading={loading} onClick={() => void request()} data-testid="request-invoice">
        <FormattedMessage id="account.invoices.request" />
      </Button>
    );
  }
  return (
    <HStack gap="1.5" flexWrap="wrap">
      {invoices.map((invoice) => (
        <Button
          key={invoice.id}
          size="xs"
          variant="outline"
          loading={busy === invoice.id}
          onClick={() => void download(invoice)}
          aria-label={intl.formatMessage({ id: invoice.kind === 'correction' ? 'account.invoices.downloadCorrection' : 'account.invoices.download' }, { number: invoice.number })}
          data-testid="download-invoice"
        >
          {invoice.number}
        </Button>
      ))}
    </HStack>
  );
}
