import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCreditsBalance } from '@kadr/core/ledger/get-credits-balance';
import { grantCredits } from '@kadr/core/ledger/grant-credits';
import { captureHold } from '@kadr/core/ledger/settle-hold';
import { createGenerationActivities } from '@kadr/workflows/generation/generate-headshots.activities';
import { registerUser, storedImage, type TestUser } from '../factories/library';
import { graphql } from '../gql';
import { graphqlClient } from '../support/graphql';
import { bearer, call, createTestApp, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait';
import { collect, listen, wsClient } from '../support/ws-server';

// Team credits (issue #12): transfers from an admin's own balance, members spending the team's credits at once
// through the real generation endpoint, who spent what, and the live balance following the current team.

const TEAM = graphql(`
  query TeamsCreditsTeam($id: ID!) {
    team(id: $id) {
      creditsBalance
      usage { userId creditsSpent30d photos30d }
      ledger(first: 100) { amount kind actorId actorName }
      headshots { id imageUrl }
    }
  }
`);
const FEED = graphql(`
  subscription TeamsCreditsFeed { creditsChanged { balance user { id creditsBalance currentTeamId } } }
`);
const SWITCH = graphql(`
  mutation TeamsCreditsSwitch($teamId: ID) { updateProfile(input: { currentTeamId: $teamId }) { __typename } }
`);

describe('team credits', () => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', RATE_LIMIT_DISABLED: 'true', RUN_WORKERS: 'false', SIGNUP_BONUS_CREDITS: '5' });
  });
  afterAll(() => t?.close());

  const user = (name: string) => registerUser(t, `${name}-${++n}@example.com`);
  const rest = (u: TestUser, method: string, path: string, body?: unknown) => call(t.app, method, path, body, bearer(u.token));
  const personal = (u: TestUser) => getCreditsBalance(t.services, { userId: u.id });
  const teamBalance = (teamId: string) => getCreditsBalance(t.services, { teamId });
  const give = (u: TestUser, amount: number) =>
    t.services.prisma.$transaction((tx) => grantCredits(tx, { userId: u.id, amount, kind: 'adjustment', idempotencyKey: `give-${u.id}-${++n}` }));

  async function newTeam(admin: TestUser) {
    const res = await rest(admin, 'POST', '/api/teams', { name: `Team ${++n}` });
    expect(res.status).toBe(201);
    return res.body.data.id as string;
  }

  async function joinAll(admin: TestUser, teamId: string, members: TestUser[]) {
    const link = await rest(admin, 'POST', `/api/teams/${teamId}/invite-links`, { maxUses: members.length });
    const token = new URL(link.body.data.url).pathname.split('/').pop()!;
    for (const m of members) expect((await rest(m, 'POST', `/api/invitations/${token}/accept`)).status).toBe(200);
  }

  describe('a transfer from an admin', () => {
    it('moves at most their own balance into the team, as two transfer entries with the admin as actor', async () => {
      const ann = await user('ann');
      const teamId = await newTeam(ann);
      await give(ann, 25); // 30 with the signup bonus
      expect(await rest(ann, 'POST', `/api/teams/${teamId}/credits/transfer`, { amount: 31 })).toMatchObject({
        status: 402,
        body: { error: { code: 'INSUFFICIENT_CREDITS', message: 'You need 31 credits but only have 30', details: { needed: 31, available: 30 } } },
      });
      for (const amount of [0, -5, 1.5, '3']) expect((await rest(ann, 'POST', `/api/teams/${teamId}/credits/transfer`, { amount })).status).toBe(400);
      expect(await teamBalance(teamId)).toBe(0);

      const moved = await rest(ann, 'POST', `/api/teams/${teamId}/credits/transfer`, { amount: 12 });
      expect(moved).toMatchObject({ status: 200, body: { data: { id: teamId, creditsBalance: 12 } } });
      expect(await personal(ann)).toBe(18);
      const entries = await t.services.prisma.creditLedgerEntry.findMany({ where: { kind: 'transfer', OR: [{ teamId }, { userId: ann.id }] }, orderBy: { amount: 'asc' } });
      expect(entries).toEqual([
        expect.objectContaining({ userId: ann.id, teamId: null, amount: -12, actorId: ann.id }),
        expect.objectContaining({ userId: null, teamId, amount: 12, actorId: ann.id }),
      ]);
      const ledger = (await graphqlClient(t, ann.token).execute(TEAM, { id: teamId })).data?.team?.ledger;
      expect(ledger).toEqual([{ amount: 12, kind: 'transfer', actorId: ann.id, actorName: expect.stringMatching(/^ann-/) }]);
    });

    it('never takes more than the balance when many transfers run at once', async () => {
      const ann = await user('ann');
      const teamId = await newTeam(ann);
      await give(ann, 25); // 30
      const answers = await Promise.all(Array.from({ length: 12 }, () => rest(ann, 'POST', `/api/teams/${teamId}/credits/transfer`, { amount: 4 })));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(7);
      expect(answers.filter((a) => a.status !== 200).map((a) => a.body.error.code)).toEqual(Array(5).fill('INSUFFICIENT_CREDITS'));
      expect(await personal(ann)).toBe(2);
      expect(await teamBalance(teamId)).toBe(28);
      // Her own credits crossed below one photo set once: one low-credits notification.
      expect(await t.services.prisma.notification.count({ where: { userId: ann.id, type: 'low_credits' } })).toBe(1);
    });

    it('runs transfers to two teams of one admin at once without deadlocking', async () => {
      const ann = await user('ann');
      const [a, b] = [await newTeam(ann), await newTeam(ann)];
      await give(ann, 35); // 40
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => rest(ann, 'POST', `/api/teams/${i % 2 ? a : b}/credits/transfer`, { amount: 3 })));
      expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
      expect([await personal(ann), await teamBalance(a), await teamBalance(b)]).toEqual([10, 15, 15]);
    });
  });

  it('lets 20 members spend credits for 10 jobs at once: exactly 10 start, the team never goes below zero, and every movement names who made it', async () => {
    const admin = await user('admin');
    const teamId = await newTeam(admin);
    const members = await Promise.all(Array.from({ length: 20 }, (_, i) => user(`member${i}`)));
    await joinAll(admin, teamId, members);
    const { prisma } = t.services;
    // Each member has a trained model (the row stands in for one: no worker runs, the jobs stay queued).
    for (const m of members) {
      const model = await prisma.aiCustomModel.create({ data: { userId: m.id, trainingStatus: 'succeeded', provider: 'local', artifactKey: `users/${m.id}/models/x/profile.json` } });
      await prisma.user.update({ where: { id: m.id }, data: { currentCustomModelId: model.id } });
    }
    await give(admin, 5); // 10 with the signup bonus
    expect((await rest(admin, 'POST', `/api/teams/${teamId}/credits/transfer`, { amount: 10 })).status).toBe(200);

    const body = { prompt: 'headshot', style: 'professional', numberOfImages: 1, quality: 'standard' };
    const answers = await Promise.all(members.map((m) => call(t.app, 'POST', '/api/ai/headshots/generate', body, bearer(m.token))));
    const accepted = answers.filter((a) => a.status === 202);
    expect(accepted).toHaveLength(10);
    expect(answers.filter((a) => a.status !== 202).map((a) => a.body.error.code)).toEqual(Array(10).fill('INSUFFICIENT_CREDITS'));
    expect(await teamBalance(teamId)).toBe(0);
    // The members' own credits were not touched.
    for (const m of members) expect(await personal(m)).toBe(5);

    const jobs = await prisma.aiJob.findMany({ where: { kind: 'headshot', userId: { in: members.map((m) => m.id) } } });
    expect(jobs).toHaveLength(10);
    expect(jobs.every((j) => j.teamId === teamId)).toBe(true);
    const holds = await prisma.creditHold.findMany({ where: { jobId: { in: jobs.map((j) => j.id) } } });
    expect(holds.map((h) => [h.teamId, h.userId, h.amount])).toEqual(Array(10).fill([teamId, null, 1]));
    // Never below zero: what the holds reserved is what came in.
    const moved = await prisma.creditLedgerEntry.aggregate({ where: { teamId }, _sum: { amount: true } });
    expect(moved._sum.amount).toBe(10);

    // The workers' part, as they do it: each delivered image is charged from its hold, and its image row is the team's.
    const activities = createGenerationActivities({ prisma, store: t.services.store, pubsub: t.services.pubsub });
    for (const job of jobs) {
      const hold = holds.find((h) => h.jobId === job.id)!;
      await prisma.$transaction((tx) => captureHold(tx, { holdId: hold.id, amount: 1, idempotencyKey: `${job.id}:0:capture`, reason: 'headshot' }));
    }
    const job = jobs[0]!;
    const input = { jobId: job.id, userId: job.userId, modelId: job.modelId!, holdId: null, style: 'professional', quality: 'standard' as const, count: 1, aspectRatio: '1:1' as const, intensity: 0.8, prompt: 'headshot', negativePrompt: null, promptHints: {} };
    await activities.renderImage(input, 0, { status: 'failed', message: 'not rendered' });
    expect((await prisma.generatedImage.findFirstOrThrow({ where: { jobId: job.id } })).teamId).toBe(teamId);

    const entries = await prisma.creditLedgerEntry.findMany({ where: { teamId } });
    expect(entries).toHaveLength(11);
    expect(entries.every((e) => e.actorId !== null)).toBe(true);
    expect(entries.filter((e) => e.kind === 'capture').map((e) => e.actorId).sort()).toEqual(jobs.map((j) => j.userId).sort());
    expect(await teamBalance(teamId)).toBe(0);

    // The admin sees every member's use and movement; a member only their own.
    const asAdmin = (await graphqlClient(t, admin.token).execute(TEAM, { id: teamId })).data!.team!;
    const spenders = new Set(jobs.map((j) => j.userId));
    expect(asAdmin.usage).toHaveLength(21);
    for (const u of asAdmin.usage) expect(u.creditsSpent30d).toBe(spenders.has(u.userId) ? 1 : 0);
    expect(asAdmin.ledger).toHaveLength(11);
    const spender = members.find((m) => spenders.has(m.id))!;
    const asMember = (await graphqlClient(t, spender.token).execute(TEAM, { id: teamId })).data!.team!;
    expect(asMember.usage).toEqual([{ userId: spender.id, creditsSpent30d: 1, photos30d: 0 }]);
    expect(asMember.ledger).toEqual([expect.objectContaining({ amount: -1, kind: 'capture', actorId: spender.id })]);
  });

  it("shows the team's admins the photos members made with the team's credits, and nobody else", async () => {
    const admin = await user('admin');
    const teamId = await newTeam(admin);
    const bob = await user('bob');
    await joinAll(admin, teamId, [bob]);
    await storedImage(t, bob.id); // bob's own photo, on his own credits
    const forTeam = await storedImage(t, bob.id);
    await t.services.prisma.generatedImage.update({ where: { id: forTeam.id }, data: { teamId } });
    const asAdmin = (await graphqlClient(t, admin.token).execute(TEAM, { id: teamId })).data!.team!;
    expect(asAdmin.headshots.map((h) => h.id)).toEqual([forTeam.id]);
    const download = await t.app.fetch(new Request(new URL(asAdmin.headshots[0]!.imageUrl!, 'http://kadr.test')));
    expect(download.status).toBe(200);
    expect((await graphqlClient(t, bob.token).execute(TEAM, { id: teamId })).data!.team!.headshots).toEqual([]);
  });

  describe('the live balance', () => {
    let server: Awaited<ReturnType<typeof listen>>;
    beforeAll(async () => {
      server = await listen(t);
    });
    afterAll(() => server?.close());

    it('follows the current team: switching to it, its movements, and back', async () => {
      const ann = await user('ann');
      const teamId = await newTeam(ann);
      await give(ann, 15); // 20
      await rest(ann, 'POST', `/api/teams/${teamId}/credits/transfer`, { amount: 8 });
      const ws = wsClient(server.wsUrl, ann.token);
      const feed = collect(ws, FEED);
      const at = (balance: number, currentTeamId: string | null) => ({ creditsChanged: { balance, user: { id: ann.id, creditsBalance: balance, currentTeamId } } });
      await waitFor(() => feed.events.length === 1, { what: 'the balance on subscribe' });
      expect(feed.events).toEqual([at(12, null)]);

      await graphqlClient(t, ann.token).execute(SWITCH, { teamId });
      await waitFor(() => feed.events.length === 2, { what: 'the team balance after the switch' });
      expect(feed.events[1]).toEqual(at(8, teamId));

      await t.services.prisma.$transaction((tx) => grantCredits(tx, { teamId, amount: 5, kind: 'adjustment', idempotencyKey: `live-${teamId}` }));
      await waitFor(() => feed.events.length === 3, { what: "the team's new balance" });
      expect(feed.events[2]).toEqual(at(13, teamId));

      await graphqlClient(t, ann.token).execute(SWITCH, { teamId: null });
      await waitFor(() => feed.events.length === 4, { what: 'the personal balance after switching back' });
      expect(feed.events[3]).toEqual(at(12, null));
      // The team's movements no longer reach her.
      await t.services.prisma.$transaction((tx) => grantCredits(tx, { teamId, amount: 1, kind: 'adjustment', idempotencyKey: `live2-${teamId}` }));
      await give(ann, 1);
      await waitFor(() => feed.events.length === 5, { what: 'the next personal balance' });
      expect(feed.events[4]).toEqual(at(13, null));
      expect(feed.errors).toEqual([]);
      feed.stop();
      await ws.dispose();
    });
  });
});
