/**
 * KSeF, the national e-invoicing system (API 2.0): what the invoicing job needs of it, behind one interface. The
 * implementation over HTTP is ksef-http-client.ts; tests drive it against tests/support/ksef-double.ts.
 */

export type KsefMode = 'off' | 'test' | 'production';

/** The Ministry's API base URLs (CIRFMF/ksef-docs srodowiska.md; the OpenAPI document's server for test). */
export const KSEF_API_URLS = {
  test: 'https://api-test.ksef.mf.gov.pl/v2',
  production: 'https://api.ksef.mf.gov.pl/v2',
} as const satisfies Record<Exclude<KsefMode, 'off'>, string>;

/** An invoice sent to KSeF: the online session it went in and its own reference; both are needed to ask about it. */
export interface KsefInvoiceRef {
  sessionReferenceNumber: string;
  referenceNumber: string;
}

/** Why a call did not get its answer. */
export type KsefFailure =
  /** Not reached, timed out, 5xx, throttled (429), or KSeF said to try again: retry later, the same call. */
  | { kind: 'unavailable'; reason: string; retryAfterMs: number | null }
  /**
   * KSeF refused the invoice or the request. `permanent`: the same document will be refused again (the schema, the
   * semantics, a malformed request); not permanent (KSeF cancelled the processing, codes 405, 500, 550): send it again.
   */
  | { kind: 'rejected'; code: number; reason: string; details: string[]; permanent: boolean }
  /** The KSeF token, the NIP or the token's permissions were not accepted: fix the configuration, then retry. */
  | { kind: 'unauthorized'; code: number; reason: string };

export type KsefSubmitResult = ({ kind: 'submitted' } & KsefInvoiceRef) | KsefFailure;

export type KsefInvoiceStatus =
  /** Received, still being verified (KSeF codes 100, 150): ask again. */
  | { kind: 'processing'; code: number }
  /**
   * In KSeF under `ksefNumber`. `duplicate`: KSeF already held an invoice with this seller, kind and number (code
   * 440) and the number is that invoice's. `upoXml`: the official receipt (UPO), null when it could not be fetched
   * yet (ask again to get it).
   */
  | { kind: 'accepted'; ksefNumber: string; upoXml: string | null; duplicate: boolean; acquiredAt: string | null }
  | KsefFailure;

export interface KsefClient {
  /**
   * Encrypts and sends one FA(3) invoice in the client's online session, authenticating and opening the session
   * first when needed. KSeF verifies the invoice afterwards: ask `invoiceStatus`.
   */
  submitInvoice(xml: string): Promise<KsefSubmitResult>;
  invoiceStatus(ref: KsefInvoiceRef): Promise<KsefInvoiceStatus>;
  /** Closes the open online session (KSeF then makes the session's collective UPO); the next submit opens another. */
  closeSession(): Promise<void>;
  /** Closes the session and ends the authentication (its access and refresh tokens). */
  signOut(): Promise<void>;
}
