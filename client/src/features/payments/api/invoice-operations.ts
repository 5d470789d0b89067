import { graphql } from '../../../gql';
import { api } from '../../../lib/api';
import { ApiError, unwrap } from '../../../lib/http';
import { saveBlob } from '../../../lib/save-blob';
import { attachmentName } from '../../library';

/** The signed-in user's invoices and corrections, newest first: the payment history shows each beside its payment. */
export const MyInvoicesQuery = graphql(`
  query MyInvoices {
    invoices {
      id
      number
      kind
      paymentId
      ksefStatus
      pdfPath
    }
  }
`);

export const RequestInvoiceMutation = graphql(`
  mutation RequestInvoice($paymentId: ID!) {
    requestInvoice(paymentId: $paymentId) {
      __typename
      ... on Invoice {
        id
        number
        kind
        paymentId
        ksefStatus
        pdfPath
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
