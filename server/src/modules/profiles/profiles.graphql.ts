import { requireViewer, type RequestContext } from '../../context';
import type { ObjectRef } from '@pothos/core';
import { builder, type Types } from '../../graphql/builder';
import { ForbiddenError, NotAuthenticatedError, ValidationError } from '@kadr/core/errors/app-error';
import { getCreditsBalance } from '@kadr/core/ledger/get-credits-balance';
import { updateProfile } from './update-profile';
import { walletOf, type Actor } from '../access/actor';
import { actorOf } from '../access/current-actor';

const currentTeamOf = (actor: Actor) => (actor.kind === 'member' ? actor.teamId : null);

/**
 * Whom the user of a row acts for, as the row stands (after a switch in this very request too): the request's actor
 * when it is the viewer's and still matches, else read again (the team may be one they have left).
 */
export async function actorOfRow(u: { id: string; currentTeamId: string | null }, ctx: RequestContext): Promise<Actor> {
  const viewer = ctx.viewer?.user.id === u.id ? ctx.viewer.actor : null;
  if (viewer && u.currentTeamId === currentTeamOf(viewer)) return viewer;
  return actorOf(ctx.services.prisma, u, ctx.services.env.TEAMS_ENABLED);
}

export const UserRef = builder.prismaObject('User', {
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    fullName: t.exposeString('fullName'),
    avatarUrl: t.exposeString('avatarUrl', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    marketingOptIn: t.exposeBoolean('marketingOptIn'),
    isAdmin: t.exposeBoolean('isAdmin'),
    locale: t.exposeString('locale', { nullable: true }),
    emailConfirmed: t.boolean({ resolve: (u) => u.emailConfirmedAt !== null }),
    plan: t.string({ description: "Plan id, or 'free'", resolve: (u) => u.planId ?? 'free' }),
    currentTeamId: t.id({
      nullable: true,
      description: 'The team the user acts for (its credits pay), null for personal; a team they have left reads null',
      resolve: async (u, _args, ctx) => currentTeamOf(await actorOfRow(u, ctx)),
    }),
    currentCustomModelId: t.exposeID('currentCustomModelId', { nullable: true }),
    creditsBalance: t.int({
      description: "The current wallet's available credits: the team's while a team is current, else the user's own",
      resolve: async (u, _args, ctx) => getCreditsBalance(ctx.services, walletOf(await actorOfRow(u, ctx))),
    }),
  }),
});

builder.queryField('me', (t) =>
  t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The signed-in user, or null for a visitor.',
    resolve: (query, _root, _args, ctx) => {
      if (!ctx.viewer) return null;
      // A session's user was read for this very operation (the context is built per request, and per subscription on
      // a socket), with its session checked: no second read.
      if (ctx.viewer.sessionId !== null) return ctx.viewer.user;
      return ctx.services.prisma.user.findUnique({ ...query, where: { id: ctx.viewer.user.id } });
    },
  }),
);

const UpdateProfileInput = builder.inputType('UpdateProfileInput', {
  fields: (t) => ({
    fullName: t.string(),
    avatarUrl: t.string(),
    marketingOptIn: t.boolean(),
    locale: t.string({ description: "'en' or 'pl'" }),
    currentTeamId: t.id(),
  }),
});

/** Adds a `user` field resolved from `userId`, so payloads let clients select only what they need. */
export function withUser<T extends { userId: string | null }>(ref: ObjectRef<Types, T>) {
  builder.objectField(ref, 'user', (t) =>
    t.prismaField({
      type: 'User',
      nullable: true,
      resolve: (query, parent, _args, ctx) =>
        parent.userId ? ctx.services.prisma.user.findUnique({ ...query, where: { id: parent.userId } }) : null,
    }),
  );
}

const UpdateProfileSuccess = builder.objectRef<{ userId: string }>('UpdateProfileSuccess').implement({ fields: () => ({}) });
withUser(UpdateProfileSuccess);

builder.mutationField('updateProfile', (t) =>
  t.field({
    type: UpdateProfileSuccess,
    args: { input: t.arg({ type: UpdateProfileInput, required: true }) },
    errors: { types: [ValidationError, NotAuthenticatedError, ForbiddenError] },
    resolve: async (_root, { input }, ctx) => {
      const { user, actor } = requireViewer(ctx);
      // GraphQL sends null for "clear"; undefined (absent) leaves a field alone.
      const data = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      if (data.fullName === null) delete data.fullName;
      if (data.marketingOptIn === null) delete data.marketingOptIn;
      await updateProfile(ctx.services, actor, data);
      return { userId: user.id };
    },
  }),
);
