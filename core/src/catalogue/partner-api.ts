// What the partner API offers that a page can show without asking the server: the scopes an API key can be given and
// the job events a webhook endpoint can subscribe to. The server enforces them (api-scopes.ts, endpoint-input.ts) and
// lists them (apiScopes, webhookEventTypes); the developer page is prerendered with them.

/** What a partner's API key may be allowed to do; each GraphQL root field and REST route a key may use needs one. */
export const API_SCOPES = [
  { scope: 'models:read', description: 'List and read AI models and their photos' },
  { scope: 'models:write', description: 'Create models, upload photos, start and cancel training, delete models' },
  { scope: 'generate', description: 'Generate headshots and videos, change backgrounds, and read those jobs' },
  { scope: 'library:read', description: 'List and download photos and videos, favorites and collections' },
  { scope: 'library:write', description: 'Change favorites and collections, delete photos and videos' },
  { scope: 'billing:read', description: 'List and download invoices and correcting invoices' },
] as const;

/** The job events partners can subscribe webhook endpoints to. */
export const PARTNER_EVENT_TYPES = [
  'training.succeeded',
  'training.failed',
  'headshots.completed',
  'headshots.failed',
  'video.completed',
  'video.failed',
] as const;
