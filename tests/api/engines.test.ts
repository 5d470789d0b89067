import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql';
import { graphqlClient } from '../support/graphql';
import { call, createTestApp, type TestApp } from '../support/test-app';

const ENGINES = graphql(`
  query Engines {
    trainingEngine { provider generative estimateMinSeconds estimateMaxSeconds }
    videoEngine
  }
`);

describe.each([
  ['local', {}, { provider: 'local', generative: false, min: 5, max: 30 }, 'local'],
  [
    'replicate',
    { TRAINING_PROVIDER: 'replicate', VIDEO_PROVIDER: 'replicate', REPLICATE_API_TOKEN: 'r8_test', REPLICATE_TRAINER_VERSION: 'o/t:v', REPLICATE_DESTINATION_OWNER: 'kadr' },
    { provider: 'replicate', generative: true, min: 20 * 60, max: 30 * 60 },
    'replicate',
  ],
] as const)('the %s engine, as visitors are told it', (_name, env, training, video) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(env);
  });
  afterAll(() => t?.close());

  it('GET /api/ai/engines answers without a sign-in: the training engine, its usual duration, the video engine and that it can run here', async () => {
    const res = await call(t.app, 'GET', '/api/ai/engines');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      training: { provider: training.provider, generative: training.generative, estimate: { minSeconds: training.min, maxSeconds: training.max } },
      video,
      videoAvailable: true,
    });
  });

  it('GraphQL says the same, also without a sign-in', async () => {
    const res = await graphqlClient(t).execute(ENGINES);
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({
      trainingEngine: { provider: training.provider, generative: training.generative, estimateMinSeconds: training.min, estimateMaxSeconds: training.max },
      videoEngine: video,
    });
  });
});
