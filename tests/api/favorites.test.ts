import type { FormattedExecutionResult } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from '@kadr/core/generated/prisma/client';
import { asUser, registerUser, storedImage, type TestUser } from '../factories/library';
import { graphql } from '../gql';
import type { ImageFavoriteFlagsQuery } from '../gql/graphql';
import { expectTypename } from '../support/graphql';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let owner: TestUser;
let other: TestUser;

// The operations below spread it by name.
graphql(`
  fragment FavoriteImageFields on HeadshotImage { id kind sourceImageId isFavorite imageUrl thumbnailUrl }
`);
const ADD = graphql(`
  mutation AddFavoriteByRef($id: ID, $url: String) {
    addFavorite(imageId: $id, imageUrl: $url) {
      __typename
      ... on Error { code message }
      ... on ValidationError { fieldErrors { path message } }
      ... on FavoritePayload { image { ...FavoriteImageFields } }
    }
  }
`);
const REMOVE = graphql(`
  mutation RemoveFavoriteByRef($id: ID, $url: String) {
    removeFavorite(imageId: $id, imageUrl: $url) {
      __typename
      ... on Error { code message }
      ... on FavoritePayload { image { ...FavoriteImageFields } }
    }
  }
`);
const FAVORITES = graphql(`
  query FavoriteImages {
    favorites { edges { node { ...FavoriteImageFields } } }
  }
`);
const FAVORITE_IDS = graphql(`
  query FavoriteIds {
    favorites { edges { node { id } } }
  }
`);
const IMAGE_URLS = graphql(`
  query ImageUrlsForFavorites {
    generatedImages { edges { node { id imageUrl thumbnailUrl } } }
  }
`);
const IMAGE_FLAGS = graphql(`
  query ImageFavoriteFlags {
    generatedImages { edges { node { id isFavorite } } }
  }
`);

const rest = (user: TestUser | null) => asUser(t, user).rest;
const gql = (user: TestUser | null) => asUser(t, user).execute;
const favoriteIds = async (user: TestUser) => (await rest(user)('GET', '/api/ai/headshots/favorites')).body.data.map((i: { id: string }) => i.id);
/** The signed URL the API issues for an image (what the client sends back as imageUrl). */
const signedUrl = async (user: TestUser, imageId: string, field: 'imageUrl' | 'thumbnailUrl' = 'imageUrl') => {
  const res = await gql(user)(IMAGE_URLS);
  const url = res.data?.generatedImages.edges.find((e) => e.node.id === imageId)?.node[field];
  if (!url) throw new Error(`no ${field} for image ${imageId}`);
  return url;
};

beforeAll(async () => {
  t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false' });
  owner = await registerUser(t, 'fav-owner@example.com');
  other = await registerUser(t, 'fav-other@example.com');
});

afterAll(async () => {
  await t?.close();
});

describe('favorites over REST (spec: by imageUrl, with the envelope)', () => {
  it('favorites an image by the signed URL the API gave, lists it, and removes it with a DELETE body', async () => {
    const image = await storedImage(t, owner.id);
    const url = await signedUrl(owner, image.id);
    expect(url).toContain(`/files/users/${owner.id}/images/${image.id}.jpg?`);

    const added = await rest(owner)('POST', '/api/ai/headshots/favorites', { imageUrl: url });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ success: true, error: null, data: { id: image.id, isFavorite: true, kind: 'headshot', sourceImageId: null } });
    expect(added.body.metadata.requestId).toBeTruthy();

    const list = await rest(owner)('GET', '/api/ai/headshots/favorites');
    expect(list.status).toBe(200);
    expect(list.body.success).toBe(true);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ id: image.id, isFavorite: true, status: 'succeeded' });
    expect(list.body.data[0].imageUrl).toContain(`/images/${image.id}.jpg`);

    const removed = await rest(owner)('DELETE', '/api/ai/headshots/favorites', { imageUrl: url });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ success: true, data: { id: image.id, isFavorite: false } });
    expect(await favoriteIds(owner)).toEqual([]);
  });

  it('accepts any address issued for the image: thumbnail, S3 presigned (path and host style), bare key, or its id', async () => {
    const image = await storedImage(t, owner.id);
    const key = `users/${owner.id}/images/${image.id}`;
    const forms = [
      await signedUrl(owner, image.id, 'thumbnailUrl'),
      `https://s3.eu-central-1.amazonaws.com/kadr-media/${key}.jpg?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature=abc`,
      `https://kadr-media.s3.amazonaws.com/${key}-thumb.jpg?X-Amz-Expires=900`,
      `${key}.jpg`,
      `/${key}.jpg`,
    ];
    for (const imageUrl of forms) {
      const res = await rest(owner)('POST', '/api/ai/headshots/favorites', { imageUrl });
      expect([imageUrl, res.status, res.body.data?.id]).toEqual([imageUrl, 201, image.id]);
      expect((await rest(owner)('DELETE', '/api/ai/headshots/favorites', { imageUrl })).status).toBe(200);
    }
    expect((await rest(owner)('POST', '/api/ai/headshots/favorites', { imageId: image.id })).status).toBe(201);
    expect((await rest(owner)('DELETE', '/api/ai/headshots/favorites', { imageId: image.id })).status).toBe(200);
    expect(await favoriteIds(owner)).toEqual([]);
  });

  it('keeps one favorite when an image is favorited twice, and lists the most recently favorited first', async () => {
    const first = await storedImage(t, owner.id);
    const second = await storedImage(t, owner.id);
    for (const id of [first.id, first.id, second.id]) {
      expect((await rest(owner)('POST', '/api/ai/headshots/favorites', { imageId: id })).status).toBe(201);
    }
    expect(await t.services.prisma.favorite.count({ where: { userId: owner.id } })).toBe(2);
    expect(await favoriteIds(owner)).toEqual([second.id, first.id]);
    await t.services.prisma.favorite.deleteMany({ where: { userId: owner.id } });
  });

  it('removing an image that is not a favorite is a no-op that still answers the image', async () => {
    const image = await storedImage(t, owner.id);
    const res = await rest(owner)('DELETE', '/api/ai/headshots/favorites', { imageId: image.id });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: image.id, isFavorite: false });
  });

  it('answers 400 with a clear message for a missing, malformed or foreign-looking image reference', async () => {
    const image = await storedImage(t, owner.id);
    const cases: [unknown, string][] = [
      [undefined, 'Give the image as imageUrl or imageId'],
      [{}, 'Give the image as imageUrl or imageId'],
      [{ imageUrl: '' }, 'imageUrl must be a URL'],
      [{ imageUrl: 42 }, 'imageUrl must be a URL'],
      [{ imageUrl: 'https://example.com/cat.jpg' }, 'imageUrl is not the address of an image'],
      [{ imageUrl: `https://kadr.test/files/users/${owner.id}/selfies/${image.id}.jpg` }, 'imageUrl is not the address of an image'],
      [{ imageUrl: 'http://%zz' }, 'imageUrl is not the address of an image'],
      [{ imageId: image.id, imageUrl: `users/${owner.id}/images/${other.id}.jpg` }, 'imageId and imageUrl name different images'],
      [{ imageUrl: `users/${owner.id}/images/${image.id}.jpg`, extra: 1 }, 'Unrecognized key: "extra"'],
      ['[1,2]', 'Request body must be a JSON object'],
      ['{not json', 'Request body must be valid JSON'],
    ];
    for (const method of ['POST', 'DELETE']) {
      for (const [body, message] of cases) {
        const res = await rest(owner)(method, '/api/ai/headshots/favorites', body);
        expect([method, body, res.status, res.body.success, res.body.error?.code, res.body.error?.message]).toEqual([
          method,
          body,
          400,
          false,
          'VALIDATION_ERROR',
          message,
        ]);
      }
    }
  });

  it("answers 404 'Image not found' for an unknown, deleted, failed or other user's image, by id or URL", async () => {
    const deleted = await storedImage(t, owner.id, {});
    await t.services.prisma.generatedImage.update({ where: { id: deleted.id }, data: { deletedAt: new Date() } });
    const failed = await storedImage(t, owner.id, { status: 'failed' });
    const foreign = await storedImage(t, other.id);
    const refs = [
      { imageId: '00000000-0000-4000-8000-000000000000' },
      { imageId: 'not-an-id' },
      { imageId: deleted.id },
      { imageId: failed.id },
      { imageId: foreign.id },
      { imageUrl: await signedUrl(other, foreign.id) },
      { imageUrl: `users/${other.id}/images/${foreign.id}.jpg` },
    ];
    for (const method of ['POST', 'DELETE']) {
      for (const ref of refs) {
        const res = await rest(owner)(method, '/api/ai/headshots/favorites', ref);
        expect([method, ref, res.status, res.body.error]).toEqual([method, ref, 404, { code: 'NOT_FOUND', message: 'Image not found' }]);
      }
    }
    expect(await t.services.prisma.favorite.count({ where: { imageId: foreign.id } })).toBe(0);
  });

  it('answers 401 when signed out, on every favorites path', async () => {
    for (const [method, body] of [['GET'], ['POST', { imageId: 'x' }], ['DELETE', { imageId: 'x' }]] as const) {
      const res = await rest(null)(method, '/api/ai/headshots/favorites', body);
      expect([method, res.status, res.body.error]).toEqual([method, 401, { code: 'NOT_AUTHENTICATED', message: 'Not authenticated' }]);
    }
  });
});

describe('favorites over GraphQL', () => {
  it('adds and removes by imageUrl or imageId, and the favorites query lists them newest first', async () => {
    const [a, b] = [await storedImage(t, owner.id), await storedImage(t, owner.id, { kind: 'background' })];
    await t.services.prisma.generatedImage.update({ where: { id: b.id }, data: { sourceImageId: a.id } });
    const byUrl = await gql(owner)(ADD, { url: await signedUrl(owner, a.id) });
    expect(byUrl.data?.addFavorite).toMatchObject({ __typename: 'FavoritePayload', image: { id: a.id, isFavorite: true, kind: 'headshot' } });
    const byId = await gql(owner)(ADD, { id: b.id });
    expect(expectTypename(byId.data?.addFavorite, 'FavoritePayload').image).toMatchObject({ id: b.id, isFavorite: true, kind: 'background', sourceImageId: a.id });

    const list = await gql(owner)(FAVORITES);
    expect(list.data?.favorites.edges.map((e) => e.node.id)).toEqual([b.id, a.id]);
    expect(list.data?.favorites.edges.every((e) => e.node.isFavorite)).toBe(true);

    const removed = await gql(owner)(REMOVE, { id: a.id });
    expect(removed.data?.removeFavorite).toMatchObject({ __typename: 'FavoritePayload', image: { id: a.id, isFavorite: false } });
    await gql(owner)(REMOVE, { url: `users/${owner.id}/images/${b.id}-thumb.jpg` });
    expect((await gql(owner)(FAVORITE_IDS)).data?.favorites.edges).toEqual([]);
  });

  it('answers typed errors: ValidationError for a bad reference, NotFoundError for another user\'s image, NotAuthenticatedError signed out', async () => {
    const foreign = await storedImage(t, other.id);
    const bad = await gql(owner)(ADD, {});
    expect(bad.data?.addFavorite).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION_ERROR', message: 'Give the image as imageUrl or imageId' });
    const notMine = await gql(owner)(ADD, { url: `users/${other.id}/images/${foreign.id}.jpg` });
    expect(notMine.data?.addFavorite).toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND', message: 'Image not found' });
    const signedOut = await gql(null)(ADD, { id: foreign.id });
    expect(signedOut.data?.addFavorite).toMatchObject({ __typename: 'NotAuthenticatedError', code: 'NOT_AUTHENTICATED' });
    // Queries refuse signed-out callers through the auth scope (the app masks that error's text, as for every query).
    const query = await gql(null)(FAVORITE_IDS);
    expect(query.data).toBeNull();
    expect(query.errors).toHaveLength(1);
  });

  it('resolves isFavorite for a whole list with one favorites query', async () => {
    await t.services.prisma.favorite.deleteMany({ where: { userId: owner.id } });
    const images = [];
    for (let i = 0; i < 6; i++) images.push(await storedImage(t, owner.id));
    for (const image of images.slice(0, 3)) await gql(owner)(ADD, { id: image.id });

    const original = t.services.prisma;
    let favoriteQueries = 0;
    const counting = original.$extends({
      query: {
        favorite: {
          async findMany({ args, query }) {
            favoriteQueries++;
            return query(args);
          },
        },
      },
    });
    (t.services as { prisma: PrismaClient }).prisma = counting as unknown as PrismaClient;
    let res: FormattedExecutionResult<ImageFavoriteFlagsQuery>;
    try {
      res = await gql(owner)(IMAGE_FLAGS);
    } finally {
      (t.services as { prisma: PrismaClient }).prisma = original;
    }
    expect(res.errors).toBeUndefined();
    const flags = new Map(res.data?.generatedImages.edges.map(({ node: i }) => [i.id, i.isFavorite]));
    expect(flags.size).toBeGreaterThanOrEqual(6);
    for (const [i, image] of images.entries()) expect([image.id, flags.get(image.id)]).toEqual([image.id, i < 3]);
    expect(favoriteQueries).toBe(1);
  });
});
