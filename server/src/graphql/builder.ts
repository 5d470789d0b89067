import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type { RequestContext } from '../context';
import type PrismaTypes from '../generated/pothos-types';
import { getDatamodel } from '../generated/pothos-types';
import { ForbiddenError, NotAuthenticatedError } from '@kadr/core/errors/app-error';

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export interface BuilderTypes {
  Context: RequestContext;
  PrismaTypes: PrismaTypes;
  AuthScopes: { loggedIn: boolean; admin: boolean };
  Scalars: { DateTime: { Input: Date; Output: Date } };
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
  /** Counted only when asked for (see connection.ts). */
  Connection: { totalCount: () => Promise<number> };
}

/** The builder's full type set, for helpers that take refs. */
export type Types = PothosSchemaTypes.ExtendDefaultTypes<BuilderTypes>;

/** Configures plugins only; types live in one module per domain noun. */
export const builder = new SchemaBuilder<BuilderTypes>({
  defaultFieldNullability: false,
  // Order matters: errors must wrap prisma fields (plugin-errors README).
  plugins: [ScopeAuthPlugin, ErrorsPlugin, RelayPlugin, PrismaPlugin],
  scopeAuth: {
    // An admin signed in with a session: never through an API key, not even its admin owner's (isAdminViewer).
    authScopes: (ctx) => ({ loggedIn: ctx.viewer !== null, admin: ctx.viewer?.user.isAdmin === true && ctx.viewer.actor.kind !== 'apiKey' }),
    unauthorizedError: (_parent, ctx) => (ctx.viewer ? new ForbiddenError() : new NotAuthenticatedError()),
  },
  errors: {
    directResult: true,
    defaultResultOptions: { name: ({ fieldName }) => `${capitalize(fieldName)}Success` },
    defaultUnionOptions: { name: ({ fieldName }) => `${capitalize(fieldName)}Result` },
  },
  // Connections only (every growing list pages the same way: server/src/graphql/connection.ts); no global node ids.
  relay: {
    nodeQueryOptions: false,
    nodesQueryOptions: false,
    cursorType: 'String',
  },
  prisma: {
    client: (ctx) => ctx.services.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    onUnusedQuery: null,
  },
});

builder.scalarType('DateTime', {
  description: 'An ISO-8601 date-time in UTC',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : new Date(NaN);
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO-8601 string');
    return date;
  },
});

builder.queryType({});
builder.mutationType({});
