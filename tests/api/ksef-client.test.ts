import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InvoiceDocument } from '@kadr/core/invoices/invoice-document';
import { buildFa3Xml } from '@kadr/server/modules/invoices/ksef/fa3-xml';
import type { KsefClient, KsefInvoiceRef, KsefInvoiceStatus } from '@kadr/server/modules/invoices/ksef/ksef-client';
import { createKsefClient, type KsefClientConfig } from '@kadr/server/modules/invoices/ksef/ksef-http-client';
import { startKsefDouble, type KsefDouble } from '../support/ksef-double';
import { isValidKsefNumber } from '../support/ksef-double-invoices';

const NIP = '5260250274';
const TOKEN = '20261207-EC-0123456789-ABCDEF0123-45|nip-5260250274|0123456789abcdef';

let double: KsefDouble;
let seq = 0;

beforeAll(async () => {
  double = await startKsefDouble({ nip: NIP, ksefToken: TOKEN });
});
afterAll(() => double.close());
beforeEach(() => Object.assign(double.knobs, { unavailable: 0, hang: 0, authPendingPolls: 1, processingPolls: 1, rejectNext: 0 }));

function client(overrides: Partial<KsefClientConfig> = {}): KsefClient {
  return createKsefClient({ baseUrl: double.url, nip: NIP, ksefToken: TOKEN, pollIntervalMs: 10, requestTimeoutMs: 2000, ...overrides });
}

function invoiceXml(number = `KDR/2026/12/${String(++seq).padStart(6, '0')}`): string {
  const doc: InvoiceDocument = {
    kind: 'invoice',
    number,
    issueDate: '2026-12-07',
    saleDate: '2026-12-07',
    placeOfIssue: 'Warszawa',
    language: 'pl',
    currency: 'PLN',
    seller: { name: 'Kadr sp. z o.o.', nip: NIP, countryCode: 'PL', addressLines: ['ul. Przykładowa 1', '00-001 Warszawa'] },
    buyer: { name: 'Fotografia sp. z o.o.', nip: '7740001454', countryCode: 'PL', addressLines: ['ul. Długa 5', '30-001 Kraków'] },
    consumer: false,
    vatTreatment: 'pl_vat',
    lines: [{ description: 'Pakiet Pro', quantity: 1, unit: 'szt.', unitNetMinor: 8049, netMinor: 8049, vatRate: 23, vatMarker: null, vatMinor: 1851, grossMinor: 9900 }],
    totals: { netMinor: 8049, vatMinor: 1851, grossMinor: 9900 },
    pln: null,
    payment: { method: 'card', paidAt: '2026-12-07', reference: 'pi_1' },
    correction: null,
  };
  return buildFa3Xml(doc, { systemInfo: 'Kadr (test)', createdAt: new Date('2026-12-07T10:00:00Z') });
}

/** Asks until KSeF has decided, as the invoicing job does. */
async function verdict(c: KsefClient, ref: KsefInvoiceRef): Promise<Exclude<KsefInvoiceStatus, { kind: 'processing' }>> {
  for (let i = 0; i < 20; i++) {
    const status = await c.invoiceStatus(ref);
    if (status.kind !== 'processing') return status;
  }
  throw new Error('still processing');
}

async function submitted(c: KsefClient, xml: string): Promise<KsefInvoiceRef> {
  const res = await c.submitInvoice(xml);
  if (res.kind !== 'submitted') throw new Error(`not submitted: ${JSON.stringify(res)}`);
  return res;
}

describe('KSeF client against the KSeF double', () => {
  it('authenticates with the KSeF token, sends an encrypted invoice and gets its KSeF number and UPO', async () => {
    const start = double.calls.length;
    const c = client();
    const xml = invoiceXml();
    const ref = await submitted(c, xml);
    expect(double.received.at(-1)).toBe(xml);
    const status = await verdict(c, ref);
    expect(status).toMatchObject({ kind: 'accepted', duplicate: false });
    if (status.kind !== 'accepted') return;
    expect(status.ksefNumber.startsWith(`${NIP}-`)).toBe(true);
    expect(isValidKsefNumber(status.ksefNumber)).toBe(true);
    expect(status.upoXml).toContain(`<NumerKSeFDokumentu>${status.ksefNumber}</NumerKSeFDokumentu>`);
    expect(status.upoXml).toContain(`<NumerReferencyjnySesji>${ref.sessionReferenceNumber}</NumerReferencyjnySesji>`);
    // One authentication (challenge, token, status polled past "in progress", redeem) and one session for two invoices.
    const second = await submitted(c, invoiceXml());
    expect(second.sessionReferenceNumber).toBe(ref.sessionReferenceNumber);
    const signIn = double.calls
      .slice(start)
      .filter((call) => /auth|sessions\/online$/.test(call))
      .map((call) => call.replace(/[\w-]{36}$/, '{ref}'));
    expect(signIn).toEqual(['POST /v2/auth/challenge', 'POST /v2/auth/ksef-token', 'GET /v2/auth/{ref}', 'GET /v2/auth/{ref}', 'POST /v2/auth/token/redeem', 'POST /v2/sessions/online']);
    await c.closeSession();
    expect(double.openSessions()).not.toContain(ref.sessionReferenceNumber);
    // The next invoice opens a new session.
    const third = await submitted(c, invoiceXml());
    expect(third.sessionReferenceNumber).not.toBe(ref.sessionReferenceNumber);
    await c.signOut();
  });

  it('reports a schema rejection as permanent, with the validator\'s message', async () => {
    const c = client();
    const ref = await submitted(c, invoiceXml().replace('<NIP>7740001454</NIP>', ''));
    const status = await verdict(c, ref);
    expect(status).toMatchObject({ kind: 'rejected', code: 450, reason: 'Błąd weryfikacji semantyki dokumentu faktury', permanent: true });
    expect(status.kind === 'rejected' && status.details.join('\n')).toMatch(/Element '\{http:\/\/crd\.gov\.pl\/wzor\/2025\/06\/25\/13775\/\}Nazwa': This element is not expected/);
  });

  it('reports a rejection the double is told to make, with its reason', async () => {
    double.knobs.rejectNext = 1;
    const c = client();
    const status = await verdict(c, await submitted(c, invoiceXml()));
    expect(status).toMatchObject({ kind: 'rejected', code: 450, details: ['Odrzucona na żądanie testu'], permanent: true });
  });

  it('treats a duplicate as accepted under the number KSeF already gave it, with that invoice\'s UPO', async () => {
    const c = client();
    const xml = invoiceXml();
    const first = await verdict(c, await submitted(c, xml));
    await c.closeSession();
    const again = await verdict(c, await submitted(c, xml));
    expect(first.kind === 'accepted' && again).toEqual({ kind: 'accepted', ksefNumber: first.kind === 'accepted' ? first.ksefNumber : '', upoXml: first.kind === 'accepted' ? first.upoXml : '', duplicate: true, acquiredAt: null });
  });

  it('answers unavailable while KSeF answers 503, and sends once it is back', async () => {
    const c = client();
    double.knobs.unavailable = 1;
    const res = await c.submitInvoice(invoiceXml());
    expect(res).toMatchObject({ kind: 'unavailable', retryAfterMs: 1000 });
    expect(res.kind === 'unavailable' && res.reason).toMatch(/HTTP 503/);
    const status = await verdict(c, await submitted(c, invoiceXml()));
    expect(status.kind).toBe('accepted');
  });

  it('answers unavailable when KSeF does not answer in time, and the status can be asked again', async () => {
    const c = client({ requestTimeoutMs: 300 });
    const ref = await submitted(c, invoiceXml());
    double.knobs.hang = 1;
    const res = await c.invoiceStatus(ref);
    expect(res).toMatchObject({ kind: 'unavailable', retryAfterMs: null });
    expect(res.kind === 'unavailable' && res.reason).toMatch(/no answer in 300 ms/);
    expect((await verdict(c, ref)).kind).toBe('accepted');
  });

  it('refreshes the access token when it ends, without authenticating again', async () => {
    let clock = Date.now();
    const c = client({ now: () => new Date(clock) });
    await submitted(c, invoiceXml());
    const before = double.calls.length;
    clock += 16 * 60_000; // past the 15-minute access token
    const ref = await submitted(c, invoiceXml());
    const since = double.calls.slice(before);
    expect(since).toContain('POST /v2/auth/token/refresh');
    expect(since).not.toContain('POST /v2/auth/challenge');
    expect((await verdict(c, ref)).kind).toBe('accepted');
  });

  it('fetches the certificates again when KSeF has rotated its keys (21470) and carries on', async () => {
    const c = client();
    await submitted(c, invoiceXml());
    await c.closeSession();
    double.rotateKeys();
    const before = double.calls.length;
    const ref = await submitted(c, invoiceXml());
    expect(double.calls.slice(before)).toEqual(['POST /v2/sessions/online', 'GET /v2/security/public-key-certificates', 'POST /v2/sessions/online', `POST /v2/sessions/online/${ref.sessionReferenceNumber}/invoices`]);
    expect((await verdict(c, ref)).kind).toBe('accepted');
  });

  it('reports a KSeF token KSeF does not accept as unauthorized', async () => {
    const c = client({ ksefToken: 'not-the-token' });
    const res = await c.submitInvoice(invoiceXml());
    expect(res).toMatchObject({ kind: 'unauthorized', code: 450 });
    expect(res.kind === 'unauthorized' && res.reason).toMatch(/Nieprawidłowy token/);
  });
});
