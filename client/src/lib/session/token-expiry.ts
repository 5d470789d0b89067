interface Claims {
  exp?: unknown;
  iat?: unknown;
}

function claimsOf(token: string): Claims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Claims;
  } catch {
    return null;
  }
}

/** Seconds since the epoch at which a JWT expires, or null when it carries no readable `exp`. */
export function tokenExpiry(token: string): number | null {
  const exp = claimsOf(token)?.exp;
  return typeof exp === 'number' ? exp : null;
}

/**
 * True when the token has expired or is about to: within 30 s, or a fifth of its lifetime for short-lived
 * tokens. A token without a readable expiry counts as valid; the server decides.
 */
export function expiresSoon(token: string, now = Date.now()): boolean {
  const claims = claimsOf(token);
  if (typeof claims?.exp !== 'number') return false;
  const lifetimeMs = typeof claims.iat === 'number' ? (claims.exp - claims.iat) * 1000 : Infinity;
  return claims.exp * 1000 - now < Math.min(30_000, lifetimeMs / 5);
}
