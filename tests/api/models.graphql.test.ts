import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql';
import { expectTypename, graphqlClient } from '../support/graphql';
import { bearer, call, createTestApp, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait';
import { collect, listen, wsClient, type Feed } from '../support/ws-server';

const SUBSCRIPTION = graphql(`
  subscription ModelChanges {
    modelTrainingUpdated { modelId model { id modelName trainingStatus errorMessage } }
  }
`);
const CREATE = graphql(`
  mutation CreateNamedModel($i: CreateModelInput!) {
    createModel(input: $i) { __typename ... on ModelPayload { model { id } } }
  }
`);
const DELETE = graphql(`
  mutation DeleteOwnModel($id: ID!) {
    deleteModel(modelId: $id) { __typename }
  }
`);
const START = graphql(`
  mutation StartModelTraining($id: ID!) {
    startTraining(modelId: $id) { __typename ... on Error { message code } ... on NotEnoughPhotosError { usable needed } }
  }
`);
const MODEL_IDS = graphql(`
  query ModelIds {
    models { id }
  }
`);
const ACTIVE_FLAGS = graphql(`
  query ModelActiveFlags {
    models { id isActive }
  }
`);
const PHOTO_REASONS = graphql(`
  query ModelPhotoReasons($id: ID!) {
    model(id: $id) { photos { verdict usable reasons { code severity params { width height min sharpness similarity degrees } } } }
  }
`);
const SET_ACTIVE = graphql(`
  mutation SetModelActive($id: ID!) {
    setActiveModel(modelId: $id) { __typename ... on ModelPayload { model { id isActive } } }
  }
`);

describe('AI models over GraphQL', () => {
  let t: TestApp;
  let server: Awaited<ReturnType<typeof listen>>;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const gql = (token: string) => graphqlClient(t, token).execute;
  const createModel = async (token: string, name?: string) => {
    const { model } = expectTypename((await gql(token)(CREATE, { i: name === undefined ? {} : { name } })).data?.createModel, 'ModelPayload');
    if (!model) throw new Error('createModel answered no model');
    return model.id;
  };

  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false' });
    server = await listen(t);
    for (const name of ['alice', 'bob']) {
      const res = await call(t.app, 'POST', '/api/auth/register', { email: `${name}@example.com`, password: 'secret1', fullName: name });
      tokens[name] = res.body.data.token;
      ids[name] = res.body.data.user.id;
    }
  });
  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  type ModelFeed = Feed<{ modelTrainingUpdated: { modelId: string } }>;
  /** Marker events sent to a user: a made-up model of theirs (a feed shows it with `model: null`), told apart by its id. */
  const markers = new Set<string>();
  /** A user's feed without the markers sent to that user. */
  const withoutMarkers = <E extends { modelTrainingUpdated: { modelId: string } }>(events: E[], user: string) =>
    events.filter((e) => !markers.has(`${user}:${e.modelTrainingUpdated.modelId}`));
  /** Sends the user a marker event and waits until their `feed` has it (what was published before it has arrived). */
  async function heard(feed: ModelFeed, user: string, what: string) {
    const marker = randomUUID();
    markers.add(`${user}:${marker}`);
    const has = () => feed.events.some((e) => e.modelTrainingUpdated.modelId === marker);
    // Until the server has started the subscription, an event is not delivered: sent again (the same marker)
    // until one is.
    await waitFor(
      async () => {
        await t.services.pubsub.publish('modelChanged', { userId: ids[user]!, modelId: marker });
        return has() || waitFor(has, { timeoutMs: 500, what }).catch(() => false);
      },
      { what },
    );
  }

  it("streams the user's own model changes live, and nobody else's", async () => {
    const alice = wsClient(server.wsUrl, tokens.alice);
    const bob = wsClient(server.wsUrl, tokens.bob);
    const aliceFeed = collect(alice, SUBSCRIPTION);
    const bobFeed = collect(bob, SUBSCRIPTION);
    await heard(aliceFeed, 'alice', "alice's subscription to start");
    await heard(bobFeed, 'bob', "bob's subscription to start");

    const modelId = await createModel(tokens.alice!, 'Studio');
    await waitFor(() => withoutMarkers(aliceFeed.events, 'alice').length >= 1, { what: 'the first event' });
    expect(withoutMarkers(aliceFeed.events, 'alice')[0]?.modelTrainingUpdated.model).toEqual({ id: modelId, modelName: 'Studio', trainingStatus: 'draft', errorMessage: null });

    await gql(tokens.alice!)(DELETE, { id: modelId });
    await waitFor(() => withoutMarkers(aliceFeed.events, 'alice').length >= 2, { what: 'the deletion event' });
    // A deleted model still says which one it was.
    expect(withoutMarkers(aliceFeed.events, 'alice')[1]?.modelTrainingUpdated).toEqual({ modelId, model: null });
    // Events reach a subscription in the order they were published: had alice's reached bob, they would be
    // there before a marker sent to bob after them.
    await heard(bobFeed, 'bob', "bob's marker");
    expect(withoutMarkers(bobFeed.events, 'bob')).toEqual([]);
    aliceFeed.stop();
    bobFeed.stop();
    await alice.dispose();
    await bob.dispose();
  });

  it('refuses the subscription to a visitor', async () => {
    const anon = wsClient(server.wsUrl);
    const feed = collect(anon, SUBSCRIPTION);
    await waitFor(() => feed.errors.length > 0 || feed.events.length > 0, { what: 'an answer' });
    expect(JSON.stringify(feed.errors)).toMatch(/Not authenticated|Unauthorized|not authorized/i);
    await anon.dispose();
  });

  it('answers typed errors: someone else’s model is not found, and starting with no photos says how many are needed', async () => {
    const modelId = await createModel(tokens.alice!);
    const asBob = await gql(tokens.bob!)(START, { id: modelId });
    expect(asBob.data?.startTraining).toMatchObject({ __typename: 'ModelNotFoundError', code: 'NOT_FOUND', message: 'Model not found' });
    const asAlice = await gql(tokens.alice!)(START, { id: modelId });
    expect(asAlice.data?.startTraining).toEqual({
      __typename: 'NotEnoughPhotosError',
      code: 'NOT_ENOUGH_PHOTOS',
      message: 'Not enough photos: 0 usable, at least 5 needed',
      usable: 0,
      needed: 5,
    });
    const list = await gql(tokens.bob!)(MODEL_IDS);
    expect(list.data?.models).toEqual([]);
  });

  it("answers a photo's reasons as codes, severities and figures, for the client to word", async () => {
    const modelId = await createModel(tokens.alice!);
    await t.services.prisma.uploadedPhoto.create({
      data: {
        userId: ids.alice!,
        modelId,
        storageKey: `users/${ids.alice}/selfies/reasons-test.jpg`,
        originalName: 'small.jpg',
        contentType: 'image/jpeg',
        sizeBytes: 1000,
        verdict: 'rejected',
        reasons: [
          { code: 'RESOLUTION_TOO_LOW', severity: 'reject', params: { width: 300, height: 280, min: 512 } },
          { code: 'SLIGHTLY_BLURRY', severity: 'warn', params: { sharpness: 61, min: 90 } },
        ],
        identityMismatch: true,
        identitySimilarity: 0.41,
      },
    });
    const res = await gql(tokens.alice!)(PHOTO_REASONS, { id: modelId });
    expect(res.errors).toBeUndefined();
    const none = { width: null, height: null, min: null, sharpness: null, similarity: null, degrees: null };
    expect(res.data?.model?.photos).toEqual([
      {
        verdict: 'rejected',
        usable: false,
        reasons: [
          { code: 'RESOLUTION_TOO_LOW', severity: 'reject', params: { ...none, width: 300, height: 280, min: 512 } },
          { code: 'SLIGHTLY_BLURRY', severity: 'warn', params: { ...none, sharpness: 61, min: 90 } },
          { code: 'IDENTITY_MISMATCH', severity: 'reject', params: { ...none, similarity: 0.41 } },
        ],
      },
    ]);
    // The reasons have no words of the server's to ask for (the field they were in is gone).
    const worded = await call(t.app, 'POST', '/graphql', { query: `query($id: ID!) { model(id: $id) { photos { reasons { message { en } } } } }`, variables: { id: modelId } }, bearer(tokens.alice!));
    expect(worded.body.errors?.[0]?.message).toMatch(/Cannot query field "message" on type "PhotoReason"/);
  });

  it('marks exactly the owner’s active model as active, in a list and after switching', async () => {
    const ids: string[] = [];
    for (const name of ['One', 'Two']) ids.push(await createModel(tokens.alice!, name));
    // Trained models (the training itself is covered in training.test.ts).
    await t.services.prisma.aiCustomModel.updateMany({ where: { id: { in: ids } }, data: { trainingStatus: 'succeeded' } });
    const active = async () => {
      const res = await gql(tokens.alice!)(ACTIVE_FLAGS);
      return Object.fromEntries((res.data?.models ?? []).filter((m) => ids.includes(m.id)).map((m) => [m.id, m.isActive]));
    };
    expect(await active()).toEqual({ [ids[0]!]: false, [ids[1]!]: false });
    const set = await gql(tokens.alice!)(SET_ACTIVE, { id: ids[0]! });
    expect(expectTypename(set.data?.setActiveModel, 'ModelPayload').model).toEqual({ id: ids[0], isActive: true });
    expect(await active()).toEqual({ [ids[0]!]: true, [ids[1]!]: false });
    await gql(tokens.alice!)(SET_ACTIVE, { id: ids[1]! });
    expect(await active()).toEqual({ [ids[0]!]: false, [ids[1]!]: true });
  });
});
