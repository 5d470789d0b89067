import { encryptForKsef, pickCertificate, type KsefPublicKeyCertificate } from './ksef-crypto';
import { KsefCallError, ksefRequest, type KsefHttpOptions } from './ksef-http';

interface TokenInfo {
  token: string;
  validUntil: string;
}

export interface KsefTokens {
  accessToken: TokenInfo;
  refreshToken: TokenInfo;
}

export interface KsefAuthOptions {
  nip: string;
  /** The KSeF token generated for the NIP in the KSeF application. */
  ksefToken: string;
  /** How long to wait for KSeF to finish the authentication, and between asks. */
  authTimeoutMs: number;
  pollIntervalMs: number;
  now: () => Date;
  certificates: () => Promise<KsefPublicKeyCertificate[]>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An unknown or withdrawn key (21470): the certificates are fetched again and the call repeated once. */
export const isStaleKey = (err: unknown) => err instanceof KsefCallError && err.codes.some((c) => c.code === 21470);

/**
 * Authentication with a KSeF token (uwierzytelnianie.md, 2.2): a challenge; "token|timestampMs" encrypted with
 * RSA-OAEP (SHA-256) to the KsefTokenEncryption key; the operation polled until it ends (100 = in progress,
 * 200 = done, 4xx = refused, 500/550 = try again); its access and refresh tokens redeemed (once).
 */
export async function authenticateWithKsefToken(http: KsefHttpOptions, opts: KsefAuthOptions): Promise<KsefTokens> {
  const challenge = await ksefRequest<{ challenge: string; timestampMs: number }>(http, 'POST', '/auth/challenge');
  const cert = pickCertificate(await opts.certificates(), 'KsefTokenEncryption', opts.now());
  const encryptedToken = encryptForKsef(cert, Buffer.from(`${opts.ksefToken}|${challenge.timestampMs}`, 'utf8')).toString('base64');
  const init = await ksefRequest<{ referenceNumber: string; authenticationToken: TokenInfo }>(http, 'POST', '/auth/ksef-token', {
    json: {
      challenge: challenge.challenge,
      contextIdentifier: { type: 'Nip', value: opts.nip },
      encryptedToken,
      ...(cert.publicKeyId ? { publicKeyId: cert.publicKeyId } : {}),
    },
  });
  const bearer = init.authenticationToken.token;
  const deadline = Date.now() + opts.authTimeoutMs;
  for (;;) {
    const op = await ksefRequest<{ status: { code: number; description: string; details?: string[] } }>(http, 'GET', `/auth/${init.referenceNumber}`, { bearer });
    const { code, description, details = [] } = op.status;
    if (code === 200) break;
    const reason = [`KSeF authentication ${code}: ${description}`, ...details].join('; ');
    if (code === 500 || code === 550) throw new KsefCallError({ kind: 'unavailable', reason, retryAfterMs: null }, 200);
    if (code !== 100) throw new KsefCallError({ kind: 'unauthorized', code, reason }, 200);
    if (Date.now() >= deadline) {
      throw new KsefCallError({ kind: 'unavailable', reason: `KSeF authentication still in progress after ${opts.authTimeoutMs} ms`, retryAfterMs: null }, 200);
    }
    await sleep(opts.pollIntervalMs);
  }
  return ksefRequest<KsefTokens>(http, 'POST', '/auth/token/redeem', { bearer });
}

/** A new access token for the refresh token (valid for days). */
export async function refreshAccessToken(http: KsefHttpOptions, refreshToken: string): Promise<TokenInfo> {
  const res = await ksefRequest<{ accessToken: TokenInfo }>(http, 'POST', '/auth/token/refresh', { bearer: refreshToken });
  return res.accessToken;
}
