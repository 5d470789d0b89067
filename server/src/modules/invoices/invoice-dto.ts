import type { Invoice } from '@kadr/core/generated/prisma/client';

export interface InvoiceDto {
  id: string;
  number: string;
  kind: 'invoice' | 'correction';
  paymentId: string;
  correctsId: string | null;
  issuedAt: Date;
  language: string;
  currency: string;
  consumer: boolean;
  vatTreatment: string;
  buyerName: string;
  buyerTaxId: string | null;
  netMinor: number;
  vatMinor: number;
  grossMinor: number;
  ksefStatus: Invoice['ksefStatus'];
  ksefNumber: string | null;
}

/** What the buyer (and a partner's billing:read key) sees of an invoice; the KSeF details an admin sees are apart. */
export const invoiceDto = (i: Invoice): InvoiceDto => ({
  id: i.id,
  number: i.number,
  kind: i.kind,
  paymentId: i.paymentId,
  correctsId: i.correctsId,
  issuedAt: i.issuedAt,
  language: i.language,
  currency: i.currency,
  consumer: i.consumer,
  vatTreatment: i.vatTreatment,
  buyerName: i.buyerName,
  buyerTaxId: i.buyerTaxId,
  netMinor: i.netMinor,
  vatMinor: i.vatMinor,
  grossMinor: i.grossMinor,
  ksefStatus: i.ksefStatus,
  ksefNumber: i.ksefNumber,
});
