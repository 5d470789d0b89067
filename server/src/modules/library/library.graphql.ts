import { requireViewer } from '../../context';
import { builder } from '../../graphql/builder';
import { NotAuthenticatedError, NotFoundError, ValidationError } from '@kadr/core/errors/app-error';
import type { Services } from '../../services-contract';
import { generatedImageDto } from '../generation/generated-image';
import { HeadshotImage } from '../generation/generation.graphql';
import { addFavorite } from './add-favorite';
import { addToCollection } from './add-to-collection';
import { collectionCoverUrl, getOwnedCollection, summaryOf, type CollectionRecord } from './collection';
import { createCollection } from './create-collection';
import { deleteCollection } from './delete-collection';
import { deleteImages } from './delete-images';
import { isFavoriteImage } from './favorite-flags';
import { getUsage, type UsageStats } from './get-usage';
import { CollectionNotFoundError } from './library.errors';
import { batchedCollectionItems, countCollections, listCollections, type CollectionSummary } from './list-collections';
import { countFavorites, listFavorites } from './list-favorites';
import { forwardOnly, toConnection } from '../../graphql/connection';
import { removeFavorite } from './remove-favorite';
import { removeFromCollection } from './remove-from-collection';
import { reorderCollection } from './reorder-collection';
import { updateCollection } from './update-collection';
import type { GeneratedImage } from '@kadr/core/generated/prisma/client';
import { givenFields } from '../../graphql/given-fields';

const imageDtos = (services: Pick<Services, 'env' | 'store'>, images: GeneratedImage[]) => Promise.all(images.map((image) => generatedImageDto(services, image)));

builder.objectFields(HeadshotImage, (t) => ({
  isFavorite: t.boolean({
    description: "Whether the signed-in user favorited the image (one query per request, whatever the number of images)",
    resolve: (image, _a, ctx) => isFavoriteImage(ctx, image.id),
  }),
}));

/** A collection read whole (one collection, or a mutation's answer), or as the list reads it: count and cover only. */
type CollectionShape = CollectionRecord | CollectionSummary;
const summary = (c: CollectionShape): CollectionSummary => ('items' in c ? summaryOf(c) : c);

const Collection = builder.objectRef<CollectionShape>('Collection').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    itemCount: t.int({ resolve: (c) => summary(c).itemCount }),
    coverUrl: t.string({ nullable: true, description: "The first image's thumbnail; signed, short-lived", resolve: (c, _a, ctx) => collectionCoverUrl(ctx.services, summary(c)) }),
    items: t.field({
      type: [HeadshotImage],
      // The collections list reads them only when asked, in one statement for all its collections.
      description: 'In the saved order',
      resolve: async (c, _a, ctx) =>
        imageDtos(ctx.services, 'items' in c ? c.items.map((i) => i.image) : await batchedCollectionItems(ctx, requireViewer(ctx).actor, c.id)),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const UsageDay = builder.objectRef<UsageStats['days'][number]>('UsageDay').implement({
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD (UTC)' }),
    credits: t.exposeInt('credits'),
    photos: t.exposeInt('photos'),
    videos: t.exposeInt('videos'),
  }),
});

const UsageStatsRef = builder.objectRef<UsageStats>('UsageStats').implement({
  fields: (t) => ({
    windowDays: t.exposeInt('windowDays'),
    creditsUsed: t.exposeInt('creditsUsed', { description: 'Credits charged for delivered work (not held, not released)' }),
    photos: t.exposeInt('photos', { description: 'Photos delivered (headshots and background changes)' }),
    videos: t.exposeInt('videos', { description: 'Videos delivered' }),
    days: t.field({ type: [UsageDay], description: 'One row per day, oldest first, today last', resolve: (u) => u.days }),
  }),
});

builder.queryFields((t) => ({
  favorites: t.connection(
    {
      type: HeadshotImage,
      authScopes: { loggedIn: true },
      description: "The signed-in user's favorite images a page at a time (`first` 1–100, 50 by default; `after`: the `endCursor` of the page before), the most recently favorited first.",
      resolve: async (_r, args, ctx) => {
        forwardOnly(args);
        const { actor } = requireViewer(ctx);
        const page = await listFavorites(ctx.services, actor, { first: args.first, after: args.after });
        return toConnection({ ...page, items: await imageDtos(ctx.services, page.items) }, args.after, () => countFavorites(ctx.services, actor));
      },
    },
    { name: 'FavoriteConnection' },
    { name: 'FavoriteEdge' },
  ),
  collections: t.connection(
    {
      type: Collection,
      authScopes: { loggedIn: true },
      description: "The signed-in user's collections, newest first, a page at a time (`first` 1–100, 50 by default; `after`: the `endCursor` of the page before). `totalCount` counts all of them (index-only, by owner).",
      resolve: async (_r, args, ctx) => {
        forwardOnly(args);
        const { actor } = requireViewer(ctx);
        const page = await listCollections(ctx.services, actor, { first: args.first, after: args.after });
        return toConnection<CollectionShape>(page, args.after, () => countCollections(ctx.services, actor));
      },
    },
    { name: 'CollectionConnection' },
    { name: 'CollectionEdge' },
  ),
  collection: t.field({
    type: Collection,
    nullable: true,
    authScopes: { loggedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) =>
      getOwnedCollection(ctx.services.prisma, requireViewer(ctx).actor, String(id)).catch((err: unknown) => {
        if (err instanceof CollectionNotFoundError) return null;
        throw err;
      }),
  }),
  usage: t.field({
    type: UsageStatsRef,
    authScopes: { loggedIn: true },
    description: 'The last 30 days: credits used, photos and videos delivered.',
    resolve: (_r, _a, ctx) => getUsage(ctx.services, requireViewer(ctx).actor),
  }),
}));

const FavoritePayload = builder.objectRef<{ image: GeneratedImage }>('FavoritePayload').implement({
  fields: (t) => ({ image: t.field({ type: HeadshotImage, resolve: (p, _a, ctx) => generatedImageDto(ctx.services, p.image) }) }),
});
const CollectionPayload = builder.objectRef<{ collection: CollectionRecord }>('CollectionPayload').implement({
  fields: (t) => ({ collection: t.field({ type: Collection, resolve: (p) => p.collection }) }),
});
const DeleteCollectionPayload = builder.objectRef<{ deletedId: string }>('DeleteCollectionPayload').implement({
  fields: (t) => ({ deletedId: t.exposeID('deletedId') }),
});
const DeleteImagesPayload = builder.objectRef<{ deletedIds: string[] }>('DeleteImagesPayload').implement({
  fields: (t) => ({ deletedIds: t.exposeIDList('deletedIds') }),
});

const CreateCollectionInput = builder.inputType('CreateCollectionInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: 'At most 80 characters' }),
    description: t.string({ description: 'At most 500 characters' }),
    imageIds: t.idList({ description: 'Images to start with, in order' }),
  }),
});
const UpdateCollectionInput = builder.inputType('UpdateCollectionInput', {
  fields: (t) => ({
    name: t.string({ description: 'Left as it is when not given' }),
    description: t.string({ description: 'Left as it is when not given; null or empty removes it' }),
  }),
});

const errors = { types: [NotAuthenticatedError, ValidationError, NotFoundError] };

builder.mutationFields((t) => ({
  addFavorite: t.field({
    type: FavoritePayload,
    description: 'Favorites one of your images, given by imageUrl (any URL issued for it) or imageId.',
    args: { imageId: t.arg.id(), imageUrl: t.arg.string() },
    errors,
    resolve: async (_r, args, ctx) => ({ image: await addFavorite(ctx.services, requireViewer(ctx).actor, givenFields(args)) }),
  }),
  removeFavorite: t.field({
    type: FavoritePayload,
    args: { imageId: t.arg.id(), imageUrl: t.arg.string() },
    errors,
    resolve: async (_r, args, ctx) => ({ image: await removeFavorite(ctx.services, requireViewer(ctx).actor, givenFields(args)) }),
  }),
  createCollection: t.field({
    type: CollectionPayload,
    args: { input: t.arg({ type: CreateCollectionInput, required: true }) },
    errors,
    resolve: async (_r, { input }, ctx) => ({ collection: await createCollection(ctx.services, requireViewer(ctx).actor, givenFields(input)) }),
  }),
  updateCollection: t.field({
    type: CollectionPayload,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateCollectionInput, required: true }) },
    errors,
    resolve: async (_r, { id, input }, ctx) => {
      // An explicit null description removes it; a null name is "not given".
      const changes = { ...givenFields(input), ...(input.description === null ? { description: null } : {}) };
      return { collection: await updateCollection(ctx.services, requireViewer(ctx).actor, String(id), changes) };
    },
  }),
  deleteCollection: t.field({
    type: DeleteCollectionPayload,
    args: { id: t.arg.id({ required: true }) },
    errors,
    resolve: (_r, { id }, ctx) => deleteCollection(ctx.services, requireViewer(ctx).actor, String(id)),
  }),
  addToCollection: t.field({
    type: CollectionPayload,
    description: 'Appends images at the end; images already in the collection are left where they are.',
    args: { id: t.arg.id({ required: true }), imageIds: t.arg.idList({ required: true }) },
    errors,
    resolve: async (_r, { id, imageIds }, ctx) => ({
      collection: await addToCollection(ctx.services, requireViewer(ctx).actor, String(id), { imageIds: imageIds.map(String) }),
    }),
  }),
  removeFromCollection: t.field({
    type: CollectionPayload,
    args: { id: t.arg.id({ required: true }), imageIds: t.arg.idList({ required: true }) },
    errors,
    resolve: async (_r, { id, imageIds }, ctx) => ({
      collection: await removeFromCollection(ctx.services, requireViewer(ctx).actor, String(id), { imageIds: imageIds.map(String) }),
    }),
  }),
  reorderCollection: t.field({
    type: CollectionPayload,
    description: "Saves a new order; imageIds must be exactly the collection's images.",
    args: { id: t.arg.id({ required: true }), imageIds: t.arg.idList({ required: true }) },
    errors,
    resolve: async (_r, { id, imageIds }, ctx) => ({
      collection: await reorderCollection(ctx.services, requireViewer(ctx).actor, String(id), { imageIds: imageIds.map(String) }),
    }),
  }),
  deleteImages: t.field({
    type: DeleteImagesPayload,
    description: 'Deletes 1 to 100 of your images with their files; all or nothing.',
    args: { ids: t.arg.idList({ required: true }) },
    errors,
    resolve: (_r, { ids }, ctx) => deleteImages(ctx.services, requireViewer(ctx).actor, { ids: ids.map(String) }),
  }),
}));
