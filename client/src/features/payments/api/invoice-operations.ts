import { graphql } from '../../../gql';
import { api } from '../../../lib/api';
import { ApiError, unwrap } from '../../../lib/http';
import { saveBlob } from '../../../lib/save-blob';
import { attachmentName } from '../../library';

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
export async function downloadInvoice(pdfPath: string, fallbackName: string): Promise<void> {
  const response = await api.authFetch(`${api.baseUrl}${pdfPath}`);
  if (!response.ok) {
    await unwrap(response);
    throw new ApiError(response.statusText || 'Request failed', response.status);
  }
  saveBlob(await response.blob(), attachmentName(response.headers.get('Content-Disposition'), fallbackName));
}
