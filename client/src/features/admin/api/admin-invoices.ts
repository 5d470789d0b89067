import { graphql } from '../../../gql';
import { api } from '../../../lib/api';
import { ApiError, unwrap } from '../../../lib/http';
import { saveBlob } from '../../../lib/save-blob';
import { attachmentName } from '../../library';

export const AdminInvoiceFields = graphql(`
  fragment AdminInvoiceFields on AdminInvoice {
    id
    number
    kind
    issuedAt
    currency
    consumer
    buyerName
    buyerTaxId
    grossMinor
    userId
    userEmail
    ksefStatus
    ksefNumber
    ksefError
    ksefAttempts
    resendable
  }
`);

/** Invoices and corrections matching the filter, newest first, with their total, a page at a time. */
export const AdminInvoicesQuery = graphql(`
  query AdminInvoices($filter: AdminInvoiceFilter, $first: Int, $after: String) {
    adminInvoices(filter: $filter, first: $first, after: $after) {
      total
      nextCursor
      items {
        ...AdminInvoiceFields
      }
    }
  }
`);

export const AdminResendInvoiceMutation = graphql(`
  mutation AdminResendInvoice($invoiceId: ID!, $reason: String!) {
    adminResendInvoice(invoiceId: $invoiceId, reason: $reason) {
      ...AdminInvoiceFields
    }
  }
`);

/** Saves an invoice's PDF through the admin route (the server audits the download). */
export async function downloadAdminInvoice(invoiceId: string, fallbackName: string): Promise<void> {
  const response = await api.authFetch(`${api.baseUrl}/api/admin/invoices/${invoiceId}.pdf`);
  if (!response.ok) {
    await unwrap(response);
    throw new ApiError(response.statusText || 'Request failed', response.status);
  }
  saveBlob(await response.blob(), attachmentName(response.headers.get('Content-Disposition'), fallbackName));
}
