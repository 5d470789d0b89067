import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { AdminInvoiceFieldsFragment } from '../../../gql/graphql';
import { toaster } from '../../../lib/toaster';
import { AdminInvoicesQuery, AdminResendInvoiceMutation, downloadAdminInvoice } from '../api/admin-invoices';
import { adminErrorId } from '../shared/admin-errors';
import { reasonProblem } from '../users/reason';

type Invoice = AdminInvoiceFieldsFragment;

/** Download an invoice's PDF; resend one to KSeF with a reason, after a confirmation (the list is read again). */
export function useInvoiceActions() {
  const intl = useIntl();
  const [downloading, setDownloading] = useState<string | null>(null);
  const [resending, setResending] = useState<Invoice | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [resend, { loading }] = useMutation(AdminResendInvoiceMutation, { refetchQueries: [AdminInvoicesQuery], awaitRefetchQueries: true });

  const download = async (invoice: Invoice) => {
    setDownloading(invoice.id);
    try {
      await downloadAdminInvoice(invoice.id, `${invoice.number.replaceAll('/', '-')}.pdf`);
    } catch {
      toaster.create({ type: 'error', title: intl.formatMessage({ id: 'admin.invoices.downloadFailed' }) });
    } finally {
      setDownloading(null);
    }
  };
  const close = () => {
    setResending(null);
    setReason('');
    setReasonError(undefined);
  };
  const confirm = async () => {
    const problem = reasonProblem(intl, reason);
    setReasonError(problem);
    if (!resending || problem) return;
    try {
      await resend({ variables: { invoiceId: resending.id, reason: reason.trim() } });
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'admin.invoices.resendDone' }, { number: resending.number }) });
    } catch (e) {
      toaster.create({ type: 'error', title: intl.formatMessage({ id: adminErrorId(e, 'admin.invoices.resendFailed') }) });
    }
    close();
  };
  return { downloading, download, resending, ask: setResending, close, confirm, busy: loading, reason, setReason, reasonError };
}
