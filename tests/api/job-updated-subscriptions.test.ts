import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../factories/library';
import { graphql } from '../gql';
import { createTestApp, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait';
import type { Client } from 'graphql-ws';
import { collect, listen, wsClient, type Feed } from '../support/ws-server';

// The live updates of a headshot job and of a video job (one helper serves both): only the owner's own job of that
// kind, only its changes, each one the job read again. Jobs are rows here; no engine runs.

const HEADSHOT_JOB = graphql(`
  subscription OwnHeadshotJobUpdates($jobId: ID!) {
    headshotJobUpdated(jobId: $jobId) { id stage }
  }
`);
const VIDEO_JOB = graphql(`
  subscription OwnVideoJobUpdates($jobId: ID!) {
    videoJobUpdated(jobId: $jobId) { id stage }
  }
`);

type JobFeed = { feed: Feed<unknown>; jobs: () => { id: string; stage?: string | null }[] };

const kinds = [
  {
    field: 'headshotJobUpdated',
    kind: 'headshot',
    otherKind: 'video',
    topic: 'headshotJobChanged',
    message: 'Generation job not found',
    watch: (client: Client, jobId: string): JobFeed => {
      const feed = collect(client, HEADSHOT_JOB, { jobId });
      return { feed, jobs: () => feed.events.map((e) => e.headshotJobUpdated) };
    },
  },
  {
    field: 'videoJobUpdated',
    kind: 'video',
    otherKind: 'headshot',
    topic: 'videoJobChanged',
    message: 'Video job not found',
    watch: (client: Client, jobId: string): JobFeed => {
      const feed = collect(client, VIDEO_JOB, { jobId });
      return { feed, jobs: () => feed.events.map((e) => e.videoJobUpdated) };
    },
  },
] as const;

describe('job-updated subscriptions', () => {
  let t: TestApp;
  let server: Awaited<ReturnType<typeof listen>>;
  let owner: TestUser;
  let other: TestUser;

  const newJob = async (user: TestUser, kind: 'headshot' | 'video') => (await t.services.prisma.aiJob.create({ data: { userId: user.id, kind, stage: 'starting' } })).id;

  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false' });
    server = await listen(t);
    owner = await registerUser(t, 'owner@example.com');
    other = await registerUser(t, 'other@example.com');
  });

  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  it.each(kinds)('$field: the owner gets their job read again on each of its changes, and no other job’s', async ({ kind, topic, watch }) => {
    const jobId = await newJob(owner, kind);
    const ownersOtherJob = await newJob(owner, kind);
    const othersJob = await newJob(other, kind);
    const client = wsClient(server.wsUrl, owner.token);
    const { feed, jobs } = watch(client, jobId);

    // Published until the subscription, started in the background, passes one on.
    await waitFor(
      async () => {
        await t.services.pubsub.publish(topic, { userId: owner.id, jobId });
        return feed.events.length > 0 || feed.errors.length > 0;
      },
      { what: 'the first update' },
    );
    await t.services.pubsub.publish(topic, { userId: owner.id, jobId: ownersOtherJob });
    await t.services.pubsub.publish(topic, { userId: other.id, jobId: othersJob });
    await t.services.pubsub.publish(topic, { userId: other.id, jobId });
    await t.services.prisma.aiJob.update({ where: { id: jobId }, data: { stage: 'rendering' } });
    await t.services.pubsub.publish(topic, { userId: owner.id, jobId });
    await waitFor(() => jobs().at(-1)?.stage === 'rendering', { what: 'the rendering update' });
    feed.stop();
    await client.dispose();

    expect(feed.errors).toEqual([]);
    expect(new Set(jobs().map((job) => job.id))).toEqual(new Set([jobId]));
  });

  it.each(kinds)('$field: another user’s job, a job of another kind and no job at all are not found', async ({ kind, otherKind, message, watch }) => {
    const attempts = [
      { user: other, jobId: await newJob(owner, kind) },
      { user: owner, jobId: await newJob(owner, otherKind) },
      { user: owner, jobId: 'not-a-job' },
    ];
    for (const { user, jobId } of attempts) {
      const client = wsClient(server.wsUrl, user.token);
      const { feed } = watch(client, jobId);
      await waitFor(() => feed.errors.length > 0 || feed.events.length > 0, { what: `the answer to a subscription to ${jobId}` });
      feed.stop();
      await client.dispose();
      expect(feed.events).toEqual([]);
      expect(feed.errors).toMatchObject([{ message }]);
    }
  });
});
