import { graphql } from '../../../gql';
import { downloadAttachment } from '../../../lib/download-attachment';

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
      totalCount
      edges {
        node {
          ...AdminInvoiceFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
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
export function downloadAdminInvoice(invoiceId: string, fallbackName: string): Promise<void> {
  return downloadAttachment(`/api/admin/invoices/${encodeURIComponent(invoiceId)}.pdf`, fallbackName);
}
