import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export interface AccessClaims {
  userId: string;
  /** Refresh-token family: logging out revokes it, and with it every access token of that session. */
  sessionId: string;
}

/** How many verified access tokens a process remembers (about 300 bytes each). */
const REMEMBERED_TOKENS = 10_000;

export class AccessTokens {
  private readonly key: Uint8Array;
  /**
   * Tokens verified lately, by their exact text, until their `exp`: a client sends the same access token with every
   * request until it refreshes, and checking its signature again each time (WebCrypto's HMAC, a job handed to a
   * thread and back) cost more than the rest of reading the viewer. Only the signature and the claims are remembered;
   * whether the session is still open is read on every request. Oldest first out.
   */
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sid: claims.sessionId, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** Null for anything not a valid, unexpired access token of ours. */
  async verify(token: string): Promise<AccessClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAtMs) return known.claims;
      this.verified.delete(token);
      return null;
    }
    try {
      // A token without `exp` would never expire: refused even when our key signed it.
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
      if (payload.typ !== 'access' || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      const claims = { userId: payload.sub, sessionId: payload.sid };
      if (this.verified.size >= REMEMBERED_TOKENS) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, { claims, expiresAtMs: payload.exp! * 1000 });
      return claims;
    } catch {
      return null;
    }
  }
}

/** An opaque random token for links and refresh; only its hash is stored. */
export const randomToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** What a download link lets its holder fetch: the claims of the session that asked for it, and the request. */
export interface DownloadLinkClaims {
  userId: string;
  sessionId: string;
  /** The body the ZIP route would have been sent (`{ all: true }` or `{ ids }`), checked again when the link is used. */
  request: unknown;
}

/**
 * Short-lived signed links for a browser's download: the browser follows a plain link, so a large ZIP streams to disk
 * instead of being gathered in the page as a blob. Signed with the access tokens' secret but of their own type, so
 * neither can pass for the other; bound to the session that asked (logging out ends its links).
 */
export class DownloadLinks {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    readonly ttlSeconds = 60,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: DownloadLinkClaims): Promise<string> {
    return new SignJWT({ sid: claims.sessionId, typ: 'download', req: claims.request as Record<string, unknown> })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** Null for anything not a valid, unexpired download link of ours. */
  async verify(token: string): Promise<DownloadLinkClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
      if (payload.typ !== 'download' || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      return { userId: payload.sub, sessionId: payload.sid, request: payload.req };
    } catch {
      return null;
    }
  }
}
