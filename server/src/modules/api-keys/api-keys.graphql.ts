import { requireViewer } from '../../context';
import { builder } from '../../graphql/builder';
import type { ApiKeyDto } from './api-key-access';
import { API_SCOPES } from './api-scopes';
import { createApiKey, type CreatedApiKey } from './create-api-key';
import { listApiKeys } from './list-api-keys';
import { revokeApiKey } from './revoke-api-key';

// Errors are thrown (FORBIDDEN with a key, NOT_FOUND, VALIDATION_ERROR, TEAM_NOT_FOUND): GraphQL errors with a code.

const ApiScopeInfo = builder.objectRef<(typeof API_SCOPES)[number]>('ApiScopeInfo').implement({
  fields: (t) => ({ scope: t.exposeString('scope'), description: t.exposeString('description') }),
});

const ApiKeyRef = builder.objectRef<ApiKeyDto>('ApiKey').implement({
  description: 'A partner API key, listed by its prefix; the key itself is shown only when it is created',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    prefix: t.exposeString('prefix', { description: 'The first 16 characters of the key' }),
    scopes: t.exposeStringList('scopes'),
    teamId: t.exposeID('teamId', { nullable: true, description: "A team key: it spends the team's credits" }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true, description: 'Updated at most once a minute' }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const CreatedApiKeyRef = builder.objectRef<CreatedApiKey>('CreatedApiKey').implement({
  fields: (t) => ({
    apiKey: t.field({ type: ApiKeyRef, resolve: (c) => c.apiKey }),
    key: t.exposeString('key', { description: 'The key, shown this once: only its hash is stored' }),
  }),
});

builder.queryFields((t) => ({
  apiScopes: t.field({ type: [ApiScopeInfo], description: 'The scopes an API key can be given. Public.', resolve: () => [...API_SCOPES] }),
  apiKeys: t.field({
    type: [ApiKeyRef],
    description: "The signed-in user's API keys and, for team admins, their current team's; newest first. Not with an API key.",
    resolve: (_r, _a, ctx) => listApiKeys(ctx.services, requireViewer(ctx).actor),
  }),
}));

builder.mutationFields((t) => ({
  createApiKey: t.field({
    type: CreatedApiKeyRef,
    description: 'A new API key (name 1–80 characters, scopes from apiScopes, optional future expiry; teamId: a team the user is an admin of)',
    args: {
      name: t.arg.string({ required: true }),
      scopes: t.arg.stringList({ required: true }),
      expiresAt: t.arg({ type: 'DateTime' }),
      teamId: t.arg.id(),
    },
    resolve: (_r, args, ctx) =>
      createApiKey(ctx.services, requireViewer(ctx).actor, { name: args.name, scopes: args.scopes, expiresAt: args.expiresAt ?? null, teamId: args.teamId ? String(args.teamId) : null }),
  }),
  revokeApiKey: t.field({
    type: ApiKeyRef,
    description: 'Revokes an API key: refused from the next request on',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => revokeApiKey(ctx.services, requireViewer(ctx).actor, String(id)),
  }),
}));
