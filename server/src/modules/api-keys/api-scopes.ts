/** What a partner's API key may be allowed to do; each GraphQL root field and REST route a key may use needs one. */
export const API_SCOPES = [
  { scope: 'models:read', description: 'List and read AI models and their photos' },
  { scope: 'models:write', description: 'Create models, upload photos, start and cancel training, delete models' },
  { scope: 'generate', description: 'Generate headshots and videos, change backgrounds, and read those jobs' },
  { scope: 'library:read', description: 'List and download photos and videos, favorites and collections' },
  { scope: 'library:write', description: 'Change favorites and collections, delete photos and videos' },
  { scope: 'billing:read', description: 'List and download invoices and correcting invoices' },
] as const;

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
