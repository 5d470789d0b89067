import { API_SCOPES } from '@kadr/core/catalogue/partner-api';

/** What a partner's API key may be allowed to do (the catalogue's list, shown on the developer page). */
export { API_SCOPES };

export type ApiScope = (typeof API_SCOPES)[number]['scope'];
export const API_SCOPE_NAMES: readonly string[] = API_SCOPES.map((s) => s.scope);

/**
 * A scope decision: the scope a key needs, `public` (anyone may call it, a key too: catalogue reads), or `refused`
 * (never with a key: profile, payments, teams, notifications, key and webhook management, admin, sign-in).
 */
export type ScopeDecision = ApiScope | 'public' | 'refused';

/** The message of a key's refusal: which scope it lacks, or that keys cannot use this at all. */
export function scopeRefusal(what: string, decision: ScopeDecision | undefined, scopes: readonly string[]): string | null {
  if (decision === 'public') return null;
  if (decision === undefined || decision === 'refused') return `API keys cannot use ${what}; sign in instead`;
  return scopes.includes(decision) ? null : `This API key lacks the scope ${decision} (needed for ${what})`;
}
