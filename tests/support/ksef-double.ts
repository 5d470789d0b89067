import { constants, privateDecrypt, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeCertificate, type DoubleCertificate } from './ksef-double-cert';
import { invoiceFields, ksefNumber, referenceNumber, upoXml, verifyInvoice, type SentInvoice, type Verdict } from './ksef-double-invoices';

/**
 * A local stand-in for the KSeF API 2.0 (CIRFMF/ksef-docs: open-api.json, uwierzytelnianie.md,
 * sesja-interaktywna.md, faktury/sesje/…), for the endpoints the client uses: the public-key certificates (two RSA
 * keys of its own, self-signed, one per usage), authentication with a KSeF token (challenge; the token and the
 * challenge's timestampMs decrypted with RSA-OAEP SHA-256 and checked; the operation answers 100 for
 * `authPendingPolls` asks, then 200 or 450; tokens redeemed once, refreshed), online sessions (the AES key and IV
 * decrypted; form code FA (3) 1-0E only), sending an invoice (decrypted, hashes and sizes checked, validated
 * against the FA(3) XSD, duplicates by seller NIP, kind and number with code 440 and the original's number, the
 * seller checked against the context), the invoice's status (150 for `processingPolls` asks, then the verdict),
 * its UPO by reference or KSeF number, closing a session, ending the authentication. Errors as problem details.
 */

export interface KsefDoubleKnobs {
  /** The next N requests, whatever they are, answer 503 with Retry-After: 1. */
  unavailable: number;
  /** The next N requests get no answer at all (the client's timeout ends them). */
  hang: number;
  /** Asks of GET /auth/{ref} answered 100 (in progress) before the verdict. */
  authPendingPolls: number;
  /** Asks of an invoice's status answered 150 (processing) before the verdict. */
  processingPolls: number;
  /** The next N invoices are refused with 450 and `rejectReason`, whatever they hold. */
  rejectNext: number;
  rejectReason: string;
  /** Lifetime of access tokens. */
  accessTokenTtlMs: number;
}

interface Invoice {
  sessionReferenceNumber: string;
  referenceNumber: string;
  ordinal: number;
  verdict: Verdict;
  ksefNumber: string | null;
  extensions: Record<string, string> | null;
  pollsLeft: number;
  sentAt: Date;
}

type TokenKind = 'operation' | 'access' | 'refresh';

export async function startKsefDouble(opts: { nip: string; ksefToken: string }) {
  /** New key pairs: what an emergency rotation publishes (the old publicKeyId is then refused with 21470). */
  const newKeys = () => {
    const now = Date.now();
    return {
      KsefTokenEncryption: makeCertificate('Ministerstwo Finansów (KSeF double, token)', new Date(now - 86_400_000), new Date(now + 365 * 86_400_000)),
      SymmetricKeyEncryption: makeCertificate('Ministerstwo Finansów (KSeF double, key)', new Date(now - 86_400_000), new Date(now + 365 * 86_400_000)),
    };
  };
  let certs = newKeys();
  const knobs: KsefDoubleKnobs = { unavailable: 0, hang: 0, authPendingPolls: 1, processingPolls: 1, rejectNext: 0, rejectReason: 'Odrzucona na żądanie testu', accessTokenTtlMs: 15 * 60_000 };
  const challenges = new Map<string, number>();
  const operations = new Map<string, { status: { code: number; description: string; details?: string[] }; pollsLeft: number; redeemed: boolean }>();
  const tokens = new Map<string, { kind: TokenKind; operation: string; validUntil: number }>();
  const sessions = new Map<string, { key: Buffer; iv: Buffer; open: boolean; invoices: number }>();
  const invoices = new Map<string, Invoice>();
  const byKey = new Map<string, Invoice>();
  /** Every request as "METHOD /path", and every invoice's decrypted XML, for the tests to look at. */
  const calls: string[] = [];
  const received: string[] = [];

  const send = (res: ServerResponse, status: number, body?: unknown, type = 'application/json') => {
    res.writeHead(status, body === undefined ? {} : { 'Content-Type': type });
    res.end(body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body));
  };
  const problem = (res: ServerResponse, status: number, code: number, description: string, details: string[] = []) =>
    send(res, status, { title: description, status, instance: '', detail: description, errors: [{ code, description, details }], timestamp: new Date().toISOString(), traceId: randomBytes(8).toString('hex') }, 'application/problem+json');

  const issue = (kind: TokenKind, operation: string, ttlMs: number) => {
    const token = `${kind}.${randomBytes(24).toString('base64url')}`;
    const validUntil = Date.now() + ttlMs;
    tokens.set(token, { kind, operation, validUntil });
    return { token, validUntil: new Date(validUntil).toISOString() };
  };
  /** The bearer token of the kind asked for, or a 401 already sent. */
  const bearer = (req: IncomingMessage, res: ServerResponse, kind: TokenKind) => {
    const t = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (t && t.kind === kind && t.validUntil > Date.now()) return t;
    send(res, 401, { title: 'Unauthorized', status: 401, detail: `A valid ${kind} token is required.`, timestamp: new Date().toISOString() }, 'application/problem+json');
    return null;
  };
  const decrypt = (cert: DoubleCertificate, b64: string) => privateDecrypt({ key: cert.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(b64, 'base64'));

  async function route(req: IncomingMessage, res: ServerResponse, path: string, body: Record<string, unknown>) {
    const m = `${req.method} ${path}`;
    let match: RegExpExecArray | null;
    if (m === 'GET /v2/security/public-key-certificates') {
      return send(res, 200, Object.entries(certs).map(([usage, c]) => ({ certificate: c.certificate, certificateId: c.certificateId, publicKeyId: c.publicKeyId, validFrom: c.validFrom.toISOString(), validTo: c.validTo.toISOString(), usage: [usage] })));
    }
    if (m === 'POST /v2/auth/challenge') {
      const challenge = referenceNumber('CR');
      const timestampMs = Date.now();
      challenges.set(challenge, timestampMs);
      return send(res, 200, { challenge, timestamp: new Date(timestampMs).toISOString(), timestampMs, clientIp: req.socket.remoteAddress ?? '' });
    }
    if (m === 'POST /v2/auth/ksef-token') {
      const context = body.contextIdentifier as { type?: string; value?: string } | undefined;
      const timestampMs = challenges.get(String(body.challenge));
      if (timestampMs === undefined || context?.type !== 'Nip' || typeof body.encryptedToken !== 'string') return problem(res, 400, 21405, 'Błąd walidacji danych wejściowych.', ['challenge, contextIdentifier or encryptedToken']);
      if (body.publicKeyId !== undefined && body.publicKeyId !== certs.KsefTokenEncryption.publicKeyId) return problem(res, 400, 21470, 'Przesłany identyfikator klucza jest nieznany lub wskazuje na wycofany klucz.');
      challenges.delete(String(body.challenge));
      let plain = '';
      try {
        plain = decrypt(certs.KsefTokenEncryption, body.encryptedToken).toString('utf8');
      } catch {
        plain = '';
      }
      const ok = plain === `${opts.ksefToken}|${timestampMs}` && context.value === opts.nip;
      const ref = referenceNumber('AU');
      operations.set(ref, {
        status: ok ? { code: 200, description: 'Uwierzytelnianie zakończone sukcesem' } : { code: 450, description: 'Uwierzytelnianie zakończone niepowodzeniem z powodu błędnego tokenu', details: ['Nieprawidłowy token'] },
        pollsLeft: knobs.authPendingPolls,
        redeemed: false,
      });
      return send(res, 202, { referenceNumber: ref, authenticationToken: issue('operation', ref, 10 * 60_000) });
    }
    if ((match = /^GET \/v2\/auth\/([\w-]{36})$/.exec(m))) {
      const t = bearer(req, res, 'operation');
      const op = operations.get(match[1]!);
      if (!t) return;
      if (!op || t.operation !== match[1]) return problem(res, 400, 21405, 'Nieznana operacja uwierzytelnienia.');
      const status = op.pollsLeft-- > 0 ? { code: 100, description: 'Uwierzytelnianie w toku' } : op.status;
      return send(res, 200, { startDate: new Date().toISOString(), authenticationMethod: 'Token', authenticationMethodInfo: { category: 'Token', code: 'token.ksef', displayName: 'Token KSeF' }, status, isTokenRedeemed: op.redeemed });
    }
    if (m === 'POST /v2/auth/token/redeem') {
      const t = bearer(req, res, 'operation');
      if (!t) return;
      const op = operations.get(t.operation)!;
      if (op.status.code !== 200 || op.pollsLeft > 0 || op.redeemed) return problem(res, 400, 21301, 'Brak autoryzacji.', ['Tokeny zostały już pobrane albo uwierzytelnianie nie zakończyło się sukcesem.']);
      op.redeemed = true;
      return send(res, 200, { accessToken: issue('access', t.operation, knobs.accessTokenTtlMs), refreshToken: issue('refresh', t.operation, 7 * 86_400_000) });
    }
    if (m === 'POST /v2/auth/token/refresh') {
      const t = bearer(req, res, 'refresh');
      if (!t) return;
      return send(res, 200, { accessToken: issue('access', t.operation, knobs.accessTokenTtlMs) });
    }
    if (m === 'DELETE /v2/auth/sessions/current') {
      const t = bearer(req, res, 'access');
      if (!t) return;
      for (const [token, info] of tokens) if (info.operation === t.operation) tokens.delete(token);
      return send(res, 204);
    }
    // Everything below needs an access token.
    if (!bearer(req, res, 'access')) return;
    if (m === 'POST /v2/sessions/online') {
      const formCode = body.formCode as Record<string, string> | undefined;
      const encryption = body.encryption as Record<string, string> | undefined;
      if (formCode?.systemCode !== 'FA (3)' || formCode.schemaVersion !== '1-0E' || formCode.value !== 'FA') return problem(res, 400, 21405, 'Błąd walidacji danych wejściowych.', [`Nieobsługiwany kod formularza ${JSON.stringify(formCode)}`]);
      if (encryption?.publicKeyId !== undefined && encryption.publicKeyId !== certs.SymmetricKeyEncryption.publicKeyId) return problem(res, 400, 21470, 'Przesłany identyfikator klucza jest nieznany lub wskazuje na wycofany klucz.');
      let key: Buffer;
      try {
        key = decrypt(certs.SymmetricKeyEncryption, encryption?.encryptedSymmetricKey ?? '');
      } catch {
        return problem(res, 400, 21405, 'Błąd walidacji danych wejściowych.', ['Nie udało się odszyfrować klucza symetrycznego']);
      }
      const iv = Buffer.from(encryption?.initializationVector ?? '', 'base64');
      if (key.length !== 32 || iv.length !== 16) return problem(res, 400, 21405, 'Błąd walidacji danych wejściowych.', ['Klucz musi mieć 256 bitów, wektor 128']);
      const ref = referenceNumber('SO');
      sessions.set(ref, { key, iv, open: true, invoices: 0 });
      return send(res, 201, { referenceNumber: ref, validUntil: new Date(Date.now() + 12 * 3_600_000).toISOString() });
    }
    if ((match = /^POST \/v2\/sessions\/online\/([\w-]{36})\/invoices$/.exec(m))) {
      const session = sessions.get(match[1]!);
      if (!session?.open) return problem(res, 400, 21180, 'Sesja nie istnieje lub jest zamknięta.');
      const sent = body as unknown as SentInvoice;
      if (!sent.invoiceHash || !sent.encryptedInvoiceHash || !sent.encryptedInvoiceContent || !sent.invoiceSize || !sent.encryptedInvoiceSize) return problem(res, 400, 21405, 'Błąd walidacji danych wejściowych.', ['Brak wymaganych pól faktury']);
      let verdict = await verifyInvoice(sent, session.key, session.iv, opts.nip);
      if (verdict.xml) received.push(verdict.xml);
      const ref = referenceNumber('EE');
      const invoice: Invoice = { sessionReferenceNumber: match[1]!, referenceNumber: ref, ordinal: ++session.invoices, verdict, ksefNumber: null, extensions: null, pollsLeft: knobs.processingPolls, sentAt: new Date() };
      if (verdict.code === 200 && knobs.rejectNext > 0) {
        knobs.rejectNext--;
        verdict = invoice.verdict = { code: 450, description: 'Błąd weryfikacji semantyki dokumentu faktury', details: [knobs.rejectReason], xml: verdict.xml };
      }
      if (verdict.code === 200) {
        const f = invoiceFields(verdict.xml!);
        const original = byKey.get(`${f.sellerNip}|${f.kind}|${f.number}`);
        if (original) {
          invoice.verdict = { code: 440, description: 'Duplikat faktury', details: [`Duplikat faktury. Faktura o numerze KSeF: ${original.ksefNumber} została już prawidłowo przesłana do systemu w sesji: ${original.sessionReferenceNumber}`], xml: verdict.xml };
          invoice.extensions = { originalSessionReferenceNumber: original.sessionReferenceNumber, originalKsefNumber: original.ksefNumber! };
        } else {
          invoice.ksefNumber = ksefNumber(f.sellerNip);
          byKey.set(`${f.sellerNip}|${f.kind}|${f.number}`, invoice);
        }
      }
      invoices.set(ref, invoice);
      return send(res, 202, { referenceNumber: ref });
    }
    if ((match = /^POST \/v2\/sessions\/online\/([\w-]{36})\/close$/.exec(m))) {
      const session = sessions.get(match[1]!);
      if (!session?.open) return problem(res, 400, 21180, 'Sesja nie istnieje lub jest zamknięta.');
      session.open = false;
      return send(res, 204);
    }
    if ((match = /^GET \/v2\/sessions\/([\w-]{36})\/invoices\/([\w-]{36})(\/upo)?$/.exec(m))) {
      const invoice = invoices.get(match[2]!);
      if (!invoice || invoice.sessionReferenceNumber !== match[1]) return problem(res, 404, 21405, 'Nie znaleziono faktury.');
      if (match[3]) return invoice.ksefNumber && invoice.pollsLeft <= 0 ? send(res, 200, upo(invoice), 'application/xml') : problem(res, 404, 21178, 'Nie znaleziono UPO.');
      const processing = invoice.pollsLeft-- > 0;
      const { verdict } = invoice;
      const status = processing
        ? { code: 150, description: 'Trwa przetwarzanie' }
        : { code: verdict.code, description: verdict.description, ...(verdict.details.length > 0 ? { details: verdict.details } : {}), ...(invoice.extensions ? { extensions: invoice.extensions } : {}) };
      const done = !processing && verdict.code === 200;
      return send(res, 200, {
        ordinalNumber: invoice.ordinal,
        referenceNumber: invoice.referenceNumber,
        invoiceNumber: verdict.xml ? invoiceFields(verdict.xml).number : null,
        ...(done ? { ksefNumber: invoice.ksefNumber, acquisitionDate: invoice.sentAt.toISOString() } : {}),
        invoicingDate: invoice.sentAt.toISOString(),
        invoicingMode: 'Online',
        status,
      });
    }
    if ((match = /^GET \/v2\/sessions\/([\w-]{36})\/invoices\/ksef\/([\w-]{35})\/upo$/.exec(m))) {
      const invoice = [...invoices.values()].find((i) => i.ksefNumber === match![2] && i.sessionReferenceNumber === match![1]);
      return invoice ? send(res, 200, upo(invoice), 'application/xml') : problem(res, 404, 21178, 'Nie znaleziono UPO.');
    }
    return problem(res, 404, 0, `No route ${m}`);
  }

  const upo = (i: Invoice) => upoXml({ sessionReferenceNumber: i.sessionReferenceNumber, nip: opts.nip, ksefNumber: i.ksefNumber!, xml: i.verdict.xml!, sentAt: i.sentAt, acquiredAt: i.sentAt });

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://double').pathname;
      calls.push(`${req.method} ${path}`);
      if (knobs.hang > 0) {
        knobs.hang--;
        return; // never answered; the socket goes when the client gives up or the double closes
      }
      if (knobs.unavailable > 0) {
        knobs.unavailable--;
        res.writeHead(503, { 'Content-Type': 'application/problem+json', 'Retry-After': '1' });
        return res.end(JSON.stringify({ title: 'Service Unavailable', status: 503, detail: 'KSeF double: unavailable on request' }));
      }
      let body: Record<string, unknown> = {};
      try {
        body = chunks.length > 0 ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
      } catch {
        return problem(res, 400, 21405, 'Błąd walidacji danych wejściowych.', ['Treść nie jest JSON-em']);
      }
      route(req, res, path, body).catch((err: unknown) => problem(res, 500, 0, String(err)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** The API's base URL, as KSEF_API_URLS holds the Ministry's. */
    url: `http://127.0.0.1:${port}/v2`,
    knobs,
    calls,
    received,
    openSessions: () => [...sessions.entries()].filter(([, s]) => s.open).map(([ref]) => ref),
    rotateKeys: () => {
      certs = newKeys();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type KsefDouble = Awaited<ReturnType<typeof startKsefDouble>>;
