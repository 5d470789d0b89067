import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedImage, Video } from '@kadr/core/generated/prisma/client';
import { createObjectStore } from '@kadr/core/object-store/create-object-store';
import { imageKeys } from '@kadr/core/media/media-keys';
import { asUser, fetchUrl, registerUser, storedImage, storedVideo, type TestUser } from '../factories/library';
import { graphql } from '../gql';
import type { VariablesArg } from '../support/graphql';
import { createTestApp, type TestApp } from '../support/test-app';

// Users A and B each own images, a favorite, a collection and a video. A tries every operation on B's things,
// by GraphQL, REST and file URL: each answers not found (403 for a bad /files signature), and neither user's
// data changes.

interface Holdings {
  user: TestUser;
  images: GeneratedImage[];
  collectionId: string;
  video: Video;
}

let t: TestApp;
let A: Holdings;
let B: Holdings;

async function holdings(email: string): Promise<Holdings> {
  const user = await registerUser(t, email);
  const images = [await storedImage(t, user.id), await storedImage(t, user.id), await storedImage(t, user.id)];
  const { rest } = asUser(t, user);
  expect((await rest('POST', '/api/ai/headshots/favorites', { imageId: images[0]!.id })).status).toBe(201);
  const collection = await rest('POST', '/api/collections', { name: `${email} picks`, imageIds: [images[0]!.id, images[1]!.id] });
  expect(collection.status).toBe(201);
  return { user, images, collectionId: collection.body.data.id, video: await storedVideo(t, user.id) };
}

/** Everything of a user's that an operation could change, files included. */
async function snapshot(h: Holdings) {
  const { prisma } = t.services;
  const userId = h.user.id;
  const keys = [...h.images.flatMap((i) => Object.values(imageKeys(userId, i.id))), h.video.storageKey!];
  return {
    images: await prisma.generatedImage.findMany({ where: { userId }, select: { id: true, deletedAt: true }, orderBy: { id: 'asc' } }),
    favorites: await prisma.favorite.findMany({ where: { userId }, select: { imageId: true }, orderBy: { imageId: 'asc' } }),
    collections: await prisma.collection.findMany({
      where: { userId },
      select: { id: true, name: true, description: true, updatedAt: true, items: { select: { imageId: true, position: true }, orderBy: { position: 'asc' } } },
      orderBy: { id: 'asc' },
    }),
    videos: await prisma.video.findMany({ where: { userId }, select: { id: true, deletedAt: true } }),
    jobs: await prisma.aiJob.count({ where: { userId } }),
    files: await Promise.all(keys.map(async (key) => [key, Boolean(await t.services.store.head(key))])),
  };
}

const NOT_FOUND = '404 NOT_FOUND';
const FORBIDDEN = '403 FORBIDDEN';

/** A REST call as A: "status code". */
const restAsA = (method: string, path: () => string, body?: () => unknown) => async () => {
  const res = await asUser(t, A.user).rest(method, path(), body?.());
  return `${res.status} ${res.body?.error?.code ?? ''}`.trim();
};
/** A GraphQL mutation of `field` as A: the error code of its result union (or the payload type when it succeeded). */
const mutateAsA =
  <F extends string, V>(field: F, document: TypedDocumentNode<Record<F, { __typename: string; code?: string }>, V>, variables: () => V) =>
  async () => {
    const res = await asUser(t, A.user).execute(document, ...([variables()] as VariablesArg<V>));
    if (res.errors) return `errors: ${res.errors.map((e) => e.message).join('; ')}`;
    const outcome = res.data?.[field];
    return outcome ? (outcome.code ?? outcome.__typename) : 'no data';
  };
/** What a read shows A: 'A only' when it has A's things (`own`) and none of B's ids. */
const readAsA = (read: () => Promise<unknown>, own: () => string[]) => async () => {
  const seen = JSON.stringify(await read());
  const leaked = [...B.images.map((i) => i.id), B.collectionId, B.video.id].filter((id) => seen.includes(id));
  if (leaked.length) return `leaks ${leaked.join(', ')}`;
  const missing = own().filter((id) => !seen.includes(id));
  return missing.length ? `misses A's ${missing.join(', ')}: ${seen.slice(0, 200)}` : 'A only';
};
const listRest = (path: string, own: () => string[]) => readAsA(async () => (await asUser(t, A.user).rest('GET', path)).body, own);
/** A fetch of a /files URL, without any bearer token (file URLs are capabilities). */
const fileStatus = (url: () => Promise<string>) => async () => {
  const res = await fetchUrl(t, await url());
  return res.status === 403 ? FORBIDDEN : String(res.status);
};

const b = (i: number) => B.images[i]!.id;
const a = (i: number) => A.images[i]!.id;
const bSigned = (key: string) => t.services.store.presignGet(key, { expiresInSeconds: 300 });
const bImageKey = () => imageKeys(B.user.id, b(0)).image;

const matrix: [string, () => Promise<string>, string][] = [
  // Reads.
  ['REST list my photos', listRest('/api/ai/headshots', () => A.images.map((i) => i.id)), 'A only'],
  ['REST list favorites', listRest('/api/ai/headshots/favorites', () => [a(0)]), 'A only'],
  ['REST list collections', listRest('/api/collections', () => [A.collectionId, a(0), a(1)]), 'A only'],
  ['REST list videos', listRest('/api/ai/videos', () => [A.video.id]), 'A only'],
  ["REST read B's collection", restAsA('GET', () => `/api/collections/${B.collectionId}`), NOT_FOUND],
  [
    'GraphQL list my photos, favorites, collections, videos',
    readAsA(
      async () =>
        (await asUser(t, A.user).execute(graphql(`query MatrixLists { generatedImages { edges { node { id } } } favorites { edges { node { id } } } collections { edges { node { id items { id } } } } videos { edges { node { id } } } }`))).data,
      () => [...A.images.map((i) => i.id), A.collectionId, A.video.id],
    ),
    'A only',
  ],
  [
    "GraphQL read B's collection",
    async () =>
      JSON.stringify((await asUser(t, A.user).execute(graphql(`query MatrixCollection($id: ID!) { collection(id: $id) { id } }`), { id: B.collectionId })).data),
    '{"collection":null}',
  ],
  // Favorites.
  ["REST favorite B's image by id", restAsA('POST', () => '/api/ai/headshots/favorites', () => ({ imageId: b(1) })), NOT_FOUND],
  ["REST favorite B's image by imageUrl", async () => restAsA('POST', () => '/api/ai/headshots/favorites', () => ({ imageUrl: signedB }))(), NOT_FOUND],
  ["REST unfavorite B's favorite by imageUrl", restAsA('DELETE', () => '/api/ai/headshots/favorites', () => ({ imageUrl: `users/${B.user.id}/images/${b(0)}.jpg` })), NOT_FOUND],
  ["REST unfavorite B's favorite by id", restAsA('DELETE', () => '/api/ai/headshots/favorites', () => ({ imageId: b(0) })), NOT_FOUND],
  ["GraphQL favorite B's image by id", mutateAsA('addFavorite', graphql(`mutation MatrixFavoriteById($id: ID) { addFavorite(imageId: $id) { __typename ... on Error { code } } }`), () => ({ id: b(1) })), 'NOT_FOUND'],
  ["GraphQL favorite B's image by imageUrl", mutateAsA('addFavorite', graphql(`mutation MatrixFavoriteByUrl($url: String) { addFavorite(imageUrl: $url) { __typename ... on Error { code } } }`), () => ({ url: signedB })), 'NOT_FOUND'],
  ["GraphQL unfavorite B's favorite", mutateAsA('removeFavorite', graphql(`mutation MatrixUnfavorite($id: ID) { removeFavorite(imageId: $id) { __typename ... on Error { code } } }`), () => ({ id: b(0) })), 'NOT_FOUND'],
  // Collections.
  ["REST add B's image to A's collection", restAsA('POST', () => `/api/collections/${A.collectionId}/items`, () => ({ imageIds: [b(2)] })), NOT_FOUND],
  ["REST add A's image to B's collection", restAsA('POST', () => `/api/collections/${B.collectionId}/items`, () => ({ imageIds: [a(2)] })), NOT_FOUND],
  ["REST create a collection with B's image", restAsA('POST', () => '/api/collections', () => ({ name: 'Stolen', imageIds: [a(2), b(2)] })), NOT_FOUND],
  ["REST remove an image from B's collection", restAsA('DELETE', () => `/api/collections/${B.collectionId}/items`, () => ({ imageIds: [b(0)] })), NOT_FOUND],
  ["REST reorder B's collection", restAsA('PUT', () => `/api/collections/${B.collectionId}/order`, () => ({ imageIds: [b(1), b(0)] })), NOT_FOUND],
  ["REST rename B's collection", restAsA('PATCH', () => `/api/collections/${B.collectionId}`, () => ({ name: 'Mine now' })), NOT_FOUND],
  ["REST delete B's collection", restAsA('DELETE', () => `/api/collections/${B.collectionId}`), NOT_FOUND],
  ["GraphQL add B's image to A's collection", mutateAsA('addToCollection', graphql(`mutation MatrixAddForeignImage($id: ID!, $ids: [ID!]!) { addToCollection(id: $id, imageIds: $ids) { __typename ... on Error { code } } }`), () => ({ id: A.collectionId, ids: [b(2)] })), 'NOT_FOUND'],
  ["GraphQL add A's image to B's collection", mutateAsA('addToCollection', graphql(`mutation MatrixAddToForeignCollection($id: ID!, $ids: [ID!]!) { addToCollection(id: $id, imageIds: $ids) { __typename ... on Error { code } } }`), () => ({ id: B.collectionId, ids: [a(2)] })), 'NOT_FOUND'],
  ["GraphQL create a collection with B's image", mutateAsA('createCollection', graphql(`mutation MatrixCreateWithForeignImage($ids: [ID!]!) { createCollection(input: { name: "Stolen", imageIds: $ids }) { __typename ... on Error { code } } }`), () => ({ ids: [b(2)] })), 'NOT_FOUND'],
  ["GraphQL remove an image from B's collection", mutateAsA('removeFromCollection', graphql(`mutation MatrixRemoveFromForeignCollection($id: ID!, $ids: [ID!]!) { removeFromCollection(id: $id, imageIds: $ids) { __typename ... on Error { code } } }`), () => ({ id: B.collectionId, ids: [b(0)] })), 'NOT_FOUND'],
  ["GraphQL reorder B's collection", mutateAsA('reorderCollection', graphql(`mutation MatrixReorderForeignCollection($id: ID!, $ids: [ID!]!) { reorderCollection(id: $id, imageIds: $ids) { __typename ... on Error { code } } }`), () => ({ id: B.collectionId, ids: [b(1), b(0)] })), 'NOT_FOUND'],
  ["GraphQL rename B's collection", mutateAsA('updateCollection', graphql(`mutation MatrixRenameForeignCollection($id: ID!) { updateCollection(id: $id, input: { name: "Mine now" }) { __typename ... on Error { code } } }`), () => ({ id: B.collectionId })), 'NOT_FOUND'],
  ["GraphQL delete B's collection", mutateAsA('deleteCollection', graphql(`mutation MatrixDeleteForeignCollection($id: ID!) { deleteCollection(id: $id) { __typename ... on Error { code } } }`), () => ({ id: B.collectionId })), 'NOT_FOUND'],
  // Deleting, changing.
  ["REST delete B's image", restAsA('DELETE', () => `/api/ai/headshots/${b(1)}`), NOT_FOUND],
  ["REST bulk-delete A's and B's images", restAsA('POST', () => '/api/ai/headshots/delete', () => ({ ids: [a(2), b(1)] })), NOT_FOUND],
  ["REST delete B's video", restAsA('DELETE', () => `/api/ai/videos/${B.video.id}`), NOT_FOUND],
  ["REST change the background of B's image", restAsA('POST', () => `/api/ai/headshots/${b(1)}/background`, () => ({ mode: 'solid', color: '#ffffff' })), NOT_FOUND],
  ["GraphQL delete B's images", mutateAsA('deleteImages', graphql(`mutation MatrixDeleteImages($ids: [ID!]!) { deleteImages(ids: $ids) { __typename ... on Error { code } } }`), () => ({ ids: [a(2), b(1)] })), 'NOT_FOUND'],
  ["GraphQL delete B's video", mutateAsA('deleteVideo', graphql(`mutation MatrixDeleteVideo($id: ID!) { deleteVideo(id: $id) { __typename ... on Error { code } } }`), () => ({ id: B.video.id })), 'NOT_FOUND'],
  [
    "GraphQL change the background of B's image",
    mutateAsA('changeBackground', graphql(`mutation MatrixChangeBackground($id: ID) { changeBackground(input: { imageId: $id, mode: solid, color: "#ffffff" }) { __typename ... on Error { code } } }`), () => ({ id: b(1) })),
    'NOT_FOUND',
  ],
  // Downloads.
  ["REST download B's image", restAsA('GET', () => `/api/ai/headshots/${b(0)}/download`), NOT_FOUND],
  ["REST download a ZIP including B's image", restAsA('POST', () => '/api/ai/headshots/download', () => ({ ids: [a(0), b(0)] })), NOT_FOUND],
  // File URLs.
  ["/files: B's image URL with a tampered signature", fileStatus(async () => (await bSigned(bImageKey())).replace(/sig=[^&]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')), FORBIDDEN],
  ["/files: B's image URL with its expiry pushed out", fileStatus(async () => (await bSigned(bImageKey())).replace(/exp=\d+/, 'exp=99999999999')), FORBIDDEN],
  [
    "/files: B's image URL signed an hour ago, expired",
    fileStatus(() => createObjectStore(t.services.env, { now: () => new Date(Date.now() - 3600_000) }).presignGet(bImageKey(), { expiresInSeconds: 60 })),
    FORBIDDEN,
  ],
  [
    "/files: A's own signed URL pointed at B's key",
    fileStatus(async () => (await t.services.store.presignGet(imageKeys(A.user.id, a(0)).image, { expiresInSeconds: 300 })).replace(`users/${A.user.id}/images/${a(0)}`, `users/${B.user.id}/images/${b(0)}`)),
    FORBIDDEN,
  ],
  ["/files: B's thumbnail without a signature", fileStatus(async () => `http://kadr.test/files/${imageKeys(B.user.id, b(0)).thumbnail}`), FORBIDDEN],
  [
    "/files: B's video URL with one character of its signature changed",
    // Always a different character: replacing it with a fixed one would do nothing when the signature starts with it.
    fileStatus(async () => (await bSigned(B.video.storageKey!)).replace(/sig=(.)/, (_m, c: string) => `sig=${c === 'Z' ? 'Y' : 'Z'}`)),
    FORBIDDEN,
  ],
];

let signedB: string;
let before: { a: Awaited<ReturnType<typeof snapshot>>; b: Awaited<ReturnType<typeof snapshot>> };

beforeAll(async () => {
  t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false' });
  A = await holdings('matrix-a@example.com');
  B = await holdings('matrix-b@example.com');
  const listed = await asUser(t, B.user).execute(graphql(`query MatrixImageUrls { generatedImages { edges { node { id imageUrl } } } }`));
  const url = listed.data?.generatedImages.edges.find((e) => e.node.id === b(1))?.node.imageUrl;
  if (!url) throw new Error("B's image is not listed with its URL");
  signedB = url;
  before = { a: await snapshot(A), b: await snapshot(B) };
});

afterAll(async () => {
  await t?.close();
});

describe("user A against user B's images, videos and collections", () => {
  it('can read B\'s files with B\'s own valid URLs (the control for the 403s below)', async () => {
    expect((await fetchUrl(t, await bSigned(bImageKey()))).status).toBe(200);
    expect((await fetchUrl(t, await bSigned(B.video.storageKey!))).status).toBe(200);
  });

  it.each(matrix)('%s', async (_name, run, expected) => {
    expect(await run()).toBe(expected);
    expect(await snapshot(B)).toEqual(before.b);
    expect(await snapshot(A)).toEqual(before.a);
  });
});
