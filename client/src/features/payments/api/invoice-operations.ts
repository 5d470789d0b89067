import { graphql } from '../../../gql';
import { downloadAttachment } from '../../../lib/download-attachment';

/** What the payment history shows of an invoice; the list and the request select the same, so the cache stays whole. */
export const InvoiceFieldsFragment = graphql(`
  fragment InvoiceFields on Invoice {
    id
    number
    kind
    paymentId
    ksefStatus
    pdfPath
  }
`);

/** The signed-in user's invoices and corrections, newest first: the payment history shows each beside its payment. */
export const MyInvoicesQuery = graphql(`
  query MyInvoices {
    invoices {
      ...InvoiceFields
    }
  }
`);

export const RequestInvoiceMutation = graphql(`
  mutation RequestInvoice($paymentId: ID!) {
    requestInvoice(paymentId: $paymentId) {
      __typename
      ... on Invoice {
        ...InvoiceFields
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

/** Saves an invoice's PDF under the name the server gives it. An error answer throws ApiError. */
export const downloadInvoice = (pdfPath: string, fallbackName: string): Promise<void> => downloadAttachment(pdfPath, fallbackName);
