import { AppError } from '@kadr/core/errors/app-error';

/** INVOICE_UNAVAILABLE: a purchase not paid (or refunded in full), or no seller configured. */
export class InvoiceUnavailableError extends AppError {
  constructor(message: string) {
    super('INVOICE_UNAVAILABLE', message);
  }
}
