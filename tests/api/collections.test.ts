import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, registerUser, storedImage, type TestUser } from '../factories/library';
import { graphql } from '../gql';
import { expectTypename } from '../support/graphql';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let owner: TestUser;
let other: TestUser;

const rest = (user: TestUser | null) => asUser(t, user).rest;
const gql = (user: TestUser | null) => asUser(t, user).execute;
const images = async (user: TestUser, n: number) => {
  const made = [];
  for (let i = 0; i < n; i++) made.push(await storedImage(t, user.id));
  return made.map((image) => image.id);
};
const itemIds = (collection: { items: { id: string }[] }) => collection.items.map((i) => i.id);
const positions = (collectionId: string) =>
  t.services.prisma.collectionItem.findMany({ where: { collectionId }, orderBy: { position: 'asc' } }).then((rows) => rows.map((r) => [r.imageId, r.position]));
const MISMATCH = 'The order must list every image of the collection exactly once';

// The operations below spread it by name.
graphql(`
  fragment CollectionFields on Collection { id name description itemCount coverUrl items { id isFavorite } createdAt updatedAt }
`);
const FAVORITE = graphql(`
  mutation FavoriteForCollection($id: ID) {
    addFavorite(imageId: $id) { __typename }
  }
`);
const CREATE = graphql(`
  mutation CreateTestCollection($i: CreateCollectionInput!) {
    createCollection(input: $i) { __typename ... on Error { code message } ... on CollectionPayload { collection { ...CollectionFields } } }
  }
`);
const UPDATE = graphql(`
  mutation UpdateTestCollection($id: ID!, $i: UpdateCollectionInput!) {
    updateCollection(id: $id, input: $i) { __typename ... on Error { code message } ... on CollectionPayload { collection { ...CollectionFields } } }
  }
`);
const ADD = graphql(`
  mutation AddToTestCollection($id: ID!, $ids: [ID!]!) {
    addToCollection(id: $id, imageIds: $ids) { __typename ... on Error { code message } ... on CollectionPayload { collection { ...CollectionFields } } }
  }
`);
const REORDER = graphql(`
  mutation ReorderTestCollection($id: ID!, $ids: [ID!]!) {
    reorderCollection(id: $id, imageIds: $ids) { __typename ... on Error { code message } ... on CollectionPayload { collection { ...CollectionFields } } }
  }
`);
const REMOVE = graphql(`
  mutation RemoveFromTestCollection($id: ID!, $ids: [ID!]!) {
    removeFromCollection(id: $id, imageIds: $ids) { __typename ... on Error { code message } ... on CollectionPayload { collection { ...CollectionFields } } }
  }
`);
const DELETE = graphql(`
  mutation DeleteTestCollection($id: ID!) {
    deleteCollection(id: $id) { __typename ... on DeleteCollectionPayload { deletedId } ... on Error { code message } }
  }
`);
const COLLECTION = graphql(`
  query TestCollection($id: ID!) {
    collection(id: $id) { ...CollectionFields }
  }
`);
const COLLECTIONS = graphql(`
  query TestCollections {
    collections { edges { node { id itemCount } } }
  }
`);

beforeAll(async () => {
  t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false' });
  owner = await registerUser(t, 'coll-owner@example.com');
  other = await registerUser(t, 'coll-other@example.com');
});

afterAll(async () => {
  await t?.close();
});

describe('collections over REST', () => {
  it('creates a collection with images in order, reads, renames, adds, removes, reorders and deletes it', async () => {
    const [a, b, c, d] = await images(owner, 4);
    const created = await rest(owner)('POST', '/api/collections', { name: '  LinkedIn picks  ', description: 'For my profile', imageIds: [b, a, b] });
    expect(created.status).toBe(201);
    const collection = created.body.data;
    expect(collection).toMatchObject({ name: 'LinkedIn picks', description: 'For my profile', itemCount: 2 });
    expect(itemIds(collection)).toEqual([b, a]);
    expect(collection.coverUrl).toContain(`/images/${b}-thumb.jpg?`);
    expect(collection.items[0]).toMatchObject({ id: b, isFavorite: false, status: 'succeeded' });
    const id = collection.id as string;

    const read = await rest(owner)('GET', `/api/collections/${id}`);
    expect([read.status, itemIds(read.body.data)]).toEqual([200, [b, a]]);

    const renamed = await rest(owner)('PATCH', `/api/collections/${id}`, { name: 'Profile', description: null });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Profile', description: null, itemCount: 2 });
    const described = await rest(owner)('PATCH', `/api/collections/${id}`, { description: 'Best ones' });
    expect(described.body.data).toMatchObject({ name: 'Profile', description: 'Best ones' });

    // Appended at the end; an image already in it keeps its place.
    const added = await rest(owner)('POST', `/api/collections/${id}/items`, { imageIds: [c, a, d] });
    expect([added.status, itemIds(added.body.data)]).toEqual([200, [b, a, c, d]]);
    expect(new Date(added.body.data.updatedAt) >= new Date(described.body.data.updatedAt)).toBe(true);

    const removed = await rest(owner)('DELETE', `/api/collections/${id}/items`, { imageIds: [a] });
    expect([removed.status, itemIds(removed.body.data)]).toEqual([200, [b, c, d]]);
    // Removing from a collection keeps the image in my photos.
    expect((await t.services.prisma.generatedImage.findUniqueOrThrow({ where: { id: a } })).deletedAt).toBeNull();

    const reordered = await rest(owner)('PUT', `/api/collections/${id}/order`, { imageIds: [d, b, c] });
    expect([reordered.status, itemIds(reordered.body.data)]).toEqual([200, [d, b, c]]);
    expect(reordered.body.data.coverUrl).toContain(`/images/${d}-thumb.jpg?`);
    expect(await positions(id)).toEqual([[d, 0], [b, 1], [c, 2]]);
    expect(itemIds((await rest(owner)('GET', `/api/collections/${id}`)).body.data)).toEqual([d, b, c]);

    const list = await rest(owner)('GET', '/api/collections');
    expect(list.status).toBe(200);
    expect(list.body.data.map((x: { id: string }) => x.id)).toContain(id);

    const deleted = await rest(owner)('DELETE', `/api/collections/${id}`);
    expect([deleted.status, deleted.body.data]).toEqual([200, { deletedId: id }]);
    expect((await rest(owner)('GET', `/api/collections/${id}`)).status).toBe(404);
    expect(await t.services.prisma.generatedImage.count({ where: { id: { in: [a!, b!, c!, d!] }, deletedAt: null } })).toBe(4);
  });

  it('creates an empty collection without a description and lists collections newest first', async () => {
    const first = await rest(owner)('POST', '/api/collections', { name: 'First' });
    const second = await rest(owner)('POST', '/api/collections', { name: 'Second', description: '   ' });
    expect(first.body.data).toMatchObject({ name: 'First', description: null, itemCount: 0, coverUrl: null, items: [] });
    expect(second.body.data.description).toBeNull();
    const ids = (await rest(owner)('GET', '/api/collections')).body.data.map((x: { id: string }) => x.id);
    expect(ids.indexOf(second.body.data.id)).toBeLessThan(ids.indexOf(first.body.data.id));
    const empty = await rest(owner)('PUT', `/api/collections/${first.body.data.id}/order`, { imageIds: [] });
    expect(empty.status).toBe(200);
  });

  it('answers 400 with a clear message for bad input on every path', async () => {
    const [a, b] = await images(owner, 2);
    const id = (await rest(owner)('POST', '/api/collections', { name: 'Checks', imageIds: [a, b] })).body.data.id;
    const tooMany = Array.from({ length: 101 }, () => a);
    const cases: [string, string, unknown, string][] = [
      ['POST', '/api/collections', {}, 'Collection name is required'],
      ['POST', '/api/collections', { name: '   ' }, 'Collection name is required'],
      ['POST', '/api/collections', { name: 7 }, 'Collection name is required'],
      ['POST', '/api/collections', { name: 'x'.repeat(81) }, 'Collection name must be at most 80 characters'],
      ['POST', '/api/collections', { name: 'ok', description: 'x'.repeat(501) }, 'Description must be at most 500 characters'],
      ['POST', '/api/collections', { name: 'ok', imageIds: 'abc' }, 'Give the images as a list of image ids'],
      ['POST', '/api/collections', { name: 'ok', imageIds: tooMany }, 'Select at most 100 images at a time'],
      ['POST', '/api/collections', { name: 'ok', colour: 'red' }, 'Unrecognized key: "colour"'],
      ['POST', '/api/collections', '{oops', 'Request body must be valid JSON'],
      ['PATCH', `/api/collections/${id}`, {}, 'Give a new name or description'],
      ['PATCH', `/api/collections/${id}`, { name: '' }, 'Collection name is required'],
      ['PATCH', `/api/collections/${id}`, { description: 'x'.repeat(501) }, 'Description must be at most 500 characters'],
      ['POST', `/api/collections/${id}/items`, {}, 'Give the images as a list of image ids'],
      ['POST', `/api/collections/${id}/items`, { imageIds: [] }, 'Select at least one image'],
      ['POST', `/api/collections/${id}/items`, { imageIds: [1] }, 'Image ids must be strings'],
      ['POST', `/api/collections/${id}/items`, { imageIds: tooMany }, 'Select at most 100 images at a time'],
      ['DELETE', `/api/collections/${id}/items`, { imageIds: [] }, 'Select at least one image'],
      ['PUT', `/api/collections/${id}/order`, {}, 'Give the new order as a list of image ids'],
      ['PUT', `/api/collections/${id}/order`, { imageIds: [a] }, MISMATCH],
      ['PUT', `/api/collections/${id}/order`, { imageIds: [a, a] }, MISMATCH],
      ['PUT', `/api/collections/${id}/order`, { imageIds: [a, b, a] }, MISMATCH],
      ['PUT', `/api/collections/${id}/order`, { imageIds: [a, '00000000-0000-4000-8000-000000000000'] }, MISMATCH],
    ];
    for (const [method, path, body, message] of cases) {
      const res = await rest(owner)(method, path, body);
      expect([method, path, body, res.status, res.body.success, res.body.error?.code, res.body.error?.message]).toEqual([
        method,
        path,
        body,
        400,
        false,
        'VALIDATION_ERROR',
        message,
      ]);
    }
    expect(await positions(id)).toEqual([[a, 0], [b, 1]]);
    expect((await rest(owner)('GET', `/api/collections/${id}`)).body.data.name).toBe('Checks');
  });

  it('answers 404 for an unknown collection or an image that is not the viewer\'s, changing nothing', async () => {
    const [a] = await images(owner, 1);
    const [foreign] = await images(other, 1);
    const id = (await rest(owner)('POST', '/api/collections', { name: 'Mine', imageIds: [a] })).body.data.id;
    const unknown = '00000000-0000-4000-8000-000000000000';
    const cases: [string, string, unknown, string][] = [
      ['GET', `/api/collections/${unknown}`, undefined, 'Collection not found'],
      ['GET', '/api/collections/not-an-id', undefined, 'Collection not found'],
      ['PATCH', `/api/collections/${unknown}`, { name: 'x' }, 'Collection not found'],
      ['DELETE', `/api/collections/${unknown}`, undefined, 'Collection not found'],
      ['POST', `/api/collections/${unknown}/items`, { imageIds: [a] }, 'Collection not found'],
      ['DELETE', `/api/collections/${unknown}/items`, { imageIds: [a] }, 'Collection not found'],
      ['PUT', `/api/collections/${unknown}/order`, { imageIds: [a] }, 'Collection not found'],
      ['POST', `/api/collections/${id}/items`, { imageIds: [foreign] }, 'Image not found'],
      ['POST', `/api/collections/${id}/items`, { imageIds: ['nope'] }, 'Image not found'],
      ['POST', `/api/collections/${id}/items`, { imageIds: [a, foreign] }, 'One or more of the selected images were not found'],
      ['DELETE', `/api/collections/${id}/items`, { imageIds: [foreign] }, 'Image not found'],
      ['POST', '/api/collections', { name: 'Sneaky', imageIds: [foreign] }, 'Image not found'],
    ];
    for (const [method, path, body, message] of cases) {
      const res = await rest(owner)(method, path, body);
      expect([method, path, res.status, res.body.error]).toEqual([method, path, 404, { code: 'NOT_FOUND', message }]);
    }
    expect(await positions(id)).toEqual([[a, 0]]);
    expect(await t.services.prisma.collection.count({ where: { name: 'Sneaky' } })).toBe(0);
  });

  it('answers 401 when signed out, on every collections path', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const paths: [string, string][] = [
      ['GET', '/api/collections'],
      ['POST', '/api/collections'],
      ['GET', `/api/collections/${id}`],
      ['PATCH', `/api/collections/${id}`],
      ['DELETE', `/api/collections/${id}`],
      ['POST', `/api/collections/${id}/items`],
      ['DELETE', `/api/collections/${id}/items`],
      ['PUT', `/api/collections/${id}/order`],
    ];
    for (const [method, path] of paths) {
      const res = await rest(null)(method, path, method === 'GET' ? undefined : { name: 'x', imageIds: [id] });
      expect([method, path, res.status, res.body.error?.code]).toEqual([method, path, 401, 'NOT_AUTHENTICATED']);
    }
  });

  it('keeps positions unique when images are added concurrently', async () => {
    const ids = await images(owner, 12);
    const id = (await rest(owner)('POST', '/api/collections', { name: 'Race' })).body.data.id;
    const results = await Promise.all([
      ...ids.map((imageId) => rest(owner)('POST', `/api/collections/${id}/items`, { imageIds: [imageId] })),
      // The same image twice at once is added once.
      rest(owner)('POST', `/api/collections/${id}/items`, { imageIds: [ids[0]] }),
    ]);
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    const rows = await positions(id);
    expect(rows).toHaveLength(12);
    expect(rows.map(([, p]) => p)).toEqual(Array.from({ length: 12 }, (_, i) => i));
    expect(new Set(rows.map(([imageId]) => imageId))).toEqual(new Set(ids));
  });

  it('holds at most 500 images: an add past that, or a longer order, is refused with a clear message', async () => {
    const { prisma } = t.services;
    const collector = await registerUser(t, 'coll-full@example.com');
    const ids = Array.from({ length: 502 }, () => randomUUID());
    await prisma.generatedImage.createMany({ data: ids.map((id) => ({ id, userId: collector.id, status: 'succeeded', storageKey: `users/${collector.id}/images/${id}.jpg`, styleId: 'professional' })) });
    const id = (await rest(collector)('POST', '/api/collections', { name: 'Everything' })).body.data.id;
    await prisma.collectionItem.createMany({ data: ids.slice(0, 499).map((imageId, position) => ({ collectionId: id, imageId, position })) });

    const full = 'A collection holds at most 500 images';
    const tooMany = await rest(collector)('POST', `/api/collections/${id}/items`, { imageIds: ids.slice(499, 501) });
    expect([tooMany.status, tooMany.body.error.message]).toEqual([400, full]);
    expect(await prisma.collectionItem.count({ where: { collectionId: id } })).toBe(499);
    // Images already in it do not count twice; the 500th fits.
    expect((await rest(collector)('POST', `/api/collections/${id}/items`, { imageIds: [ids[0], ids[499]] })).status).toBe(200);
    expect(await prisma.collectionItem.count({ where: { collectionId: id } })).toBe(500);
    const order = await rest(collector)('PUT', `/api/collections/${id}/order`, { imageIds: ids.slice(0, 501) });
    expect([order.status, order.body.error.message]).toEqual([400, full]);
  });
});

describe('collections over GraphQL', () => {
  it('creates, updates, fills, reorders and deletes a collection; the queries read them back in order', async () => {
    const [a, b, c] = (await images(owner, 3)) as [string, string, string];
    await gql(owner)(FAVORITE, { id: c });
    const created = await gql(owner)(CREATE, { i: { name: 'Team page', imageIds: [a, b] } });
    const { collection } = expectTypename(created.data?.createCollection, 'CollectionPayload');
    expect(collection).toMatchObject({ name: 'Team page', description: null, itemCount: 2 });
    const id = collection.id;

    const updated = await gql(owner)(UPDATE, { id, i: { description: 'For the website' } });
    expect(expectTypename(updated.data?.updateCollection, 'CollectionPayload').collection).toMatchObject({ name: 'Team page', description: 'For the website' });
    const cleared = await gql(owner)(UPDATE, { id, i: { description: null } });
    expect(expectTypename(cleared.data?.updateCollection, 'CollectionPayload').collection.description).toBeNull();

    const added = await gql(owner)(ADD, { id, ids: [c] });
    expect(expectTypename(added.data?.addToCollection, 'CollectionPayload').collection.items).toEqual([
      { id: a, isFavorite: false },
      { id: b, isFavorite: false },
      { id: c, isFavorite: true },
    ]);
    const reordered = await gql(owner)(REORDER, { id, ids: [c, a, b] });
    expect(itemIds(expectTypename(reordered.data?.reorderCollection, 'CollectionPayload').collection)).toEqual([c, a, b]);
    const mismatch = await gql(owner)(REORDER, { id, ids: [c, a] });
    expect(mismatch.data?.reorderCollection).toEqual({ __typename: 'ValidationError', code: 'VALIDATION_ERROR', message: MISMATCH });
    const removed = await gql(owner)(REMOVE, { id, ids: [a] });
    expect(itemIds(expectTypename(removed.data?.removeFromCollection, 'CollectionPayload').collection)).toEqual([c, b]);

    const one = await gql(owner)(COLLECTION, { id });
    expect(one.data?.collection).toMatchObject({ id, itemCount: 2 });
    expect(one.data?.collection?.coverUrl).toContain(`/images/${c}-thumb.jpg?`);
    const all = await gql(owner)(COLLECTIONS);
    expect(all.data?.collections.edges.map((edge) => edge.node)).toContainEqual({ id, itemCount: 2 });

    const blank = await gql(owner)(CREATE, { i: { name: '  ' } });
    expect(blank.data?.createCollection).toEqual({ __typename: 'ValidationError', code: 'VALIDATION_ERROR', message: 'Collection name is required' });

    const deleted = await gql(owner)(DELETE, { id });
    expect(deleted.data?.deleteCollection).toEqual({ __typename: 'DeleteCollectionPayload', deletedId: id });
    expect((await gql(owner)(COLLECTION, { id })).data?.collection).toBeNull();
    const again = await gql(owner)(DELETE, { id });
    expect(again.data?.deleteCollection).toEqual({ __typename: 'NotFoundError', code: 'NOT_FOUND', message: 'Collection not found' });
  });
});
