import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantCredits } from '@kadr/core/ledger/grant-credits';
import { captureHold } from '@kadr/core/ledger/settle-hold';
import { registerUser, storedImage, type TestUser } from '../factories/library';
import { graphql } from '../gql';
import { graphqlClient } from '../support/graphql';
import { bearer, call, createTestApp, type TestApp } from '../support/test-app';

// What a team's admins see of the work paid with team credits (issue #23): videos in the usage and the ledger,
// and every team photo as one ZIP.

const TEAM_USE = graphql(`
  query TeamsMediaUse($id: ID!) {
    team(id: $id) {
      usage { userId videos30d }
      ledger(first: 100) { amount kind actorId jobKind }
    }
  }
`);

describe('team media', () => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', RATE_LIMIT_DISABLED: 'true', RUN_WORKERS: 'false', SIGNUP_BONUS_CREDITS: '5' });
  });
  afterAll(() => t?.close());

  const user = (name: string) => registerUser(t, `${name}-${++n}@example.com`);
  const rest = (u: TestUser, method: string, path: string, body?: unknown) => call(t.app, method, path, body, bearer(u.token));

  async function teamOf(admin: TestUser, members: TestUser[]) {
    const created = await rest(admin, 'POST', '/api/teams', { name: `Zespół Łódź ${++n}` });
    expect(created.status).toBe(201);
    const teamId = created.body.data.id as string;
    if (members.length) {
      const link = await rest(admin, 'POST', `/api/teams/${teamId}/invite-links`, { maxUses: members.length });
      const token = new URL(link.body.data.url).pathname.split('/').pop()!;
      for (const m of members) expect((await rest(m, 'POST', `/api/invitations/${token}/accept`)).status).toBe(200);
    }
    return teamId;
  }

  /** A delivered photo of `owner`, made with the team's credits when `teamId` is given. */
  async function photo(owner: TestUser, teamId: string | null) {
    const image = await storedImage(t, owner.id);
    if (teamId) await t.services.prisma.generatedImage.update({ where: { id: image.id }, data: { teamId } });
    return image;
  }

  async function downloadZip(u: TestUser, teamId: string) {
    const res = await t.app.fetch(new Request(`http://kadr.test/api/teams/${teamId}/headshots/download`, { method: 'POST', headers: bearer(u.token) }));
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  it("records a video made with team credits as the team's: it counts in the team usage and reads as a video in the team ledger", async () => {
    const admin = await user('admin');
    const member = await user('member');
    const teamId = await teamOf(admin, [member]); // joining makes the team the member's current one
    expect((await rest(admin, 'POST', `/api/teams/${teamId}/credits/transfer`, { amount: 5 })).status).toBe(200);
    const { prisma } = t.services;
    const source = await photo(member, null);

    const started = await rest(member, 'POST', '/api/ai/videos/generate', { prompt: 'slow push-in', style: 'professional', duration: 3, sourceImageId: source.id });
    expect(started.status).toBe(202);
    const { jobId, videoId } = started.body.data as { jobId: string; videoId: string };
    expect((await prisma.video.findUniqueOrThrow({ where: { id: videoId } })).teamId).toBe(teamId);

    // The worker's part, as it does it: the 5 held credits are charged and the video is delivered.
    const hold = await prisma.creditHold.findFirstOrThrow({ where: { jobId } });
    expect([hold.teamId, hold.userId]).toEqual([teamId, null]);
    await prisma.$transaction((tx) => captureHold(tx, { holdId: hold.id, amount: 5, idempotencyKey: `${jobId}:video:capture`, reason: 'video' }));
    await prisma.video.update({ where: { id: videoId }, data: { status: 'succeeded' } });
    // A video on the member's own credits is not the team's.
    await prisma.$transaction((tx) => grantCredits(tx, { userId: member.id, amount: 5, kind: 'adjustment', idempotencyKey: `own-${member.id}` }));
    await rest(member, 'PUT', '/api/profiles', { currentTeamId: null });
    const own = await rest(member, 'POST', '/api/ai/videos/generate', { prompt: 'slow push-in', style: 'professional', duration: 3, sourceImageId: source.id });
    expect(own.status).toBe(202);
    await prisma.video.update({ where: { id: own.body.data.videoId }, data: { status: 'succeeded' } });
    expect((await prisma.video.findUniqueOrThrow({ where: { id: own.body.data.videoId } })).teamId).toBeNull();

    const asAdmin = (await graphqlClient(t, admin.token).execute(TEAM_USE, { id: teamId })).data!.team!;
    expect(asAdmin.usage).toEqual(expect.arrayContaining([{ userId: member.id, videos30d: 1 }, { userId: admin.id, videos30d: 0 }]));
    expect(asAdmin.ledger).toEqual(expect.arrayContaining([{ amount: -5, kind: 'capture', actorId: member.id, jobKind: 'video' }]));
    const asMember = (await graphqlClient(t, member.token).execute(TEAM_USE, { id: teamId })).data!.team!;
    expect(asMember.usage).toEqual([{ userId: member.id, videos30d: 1 }]);
    expect(asMember.ledger).toEqual([{ amount: -5, kind: 'capture', actorId: member.id, jobKind: 'video' }]);
  });

  describe("the team's photos as one ZIP", () => {
    let admin: TestUser, bob: TestUser, cat: TestUser, stranger: TestUser, otherAdmin: TestUser;
    let teamId: string, otherTeamId: string;
    let expected: Map<string, Awaited<ReturnType<typeof storedImage>>>;

    beforeAll(async () => {
      [admin, bob, cat, stranger, otherAdmin] = await Promise.all([user('admin'), user('bob'), user('cat'), user('stranger'), user('other-admin')]);
      teamId = await teamOf(admin, [bob, cat]);
      otherTeamId = await teamOf(otherAdmin, [bob]); // bob is in both teams
      // Two members of one name: their folders still differ (the name and the id).
      await t.services.prisma.user.updateMany({ where: { id: { in: [bob.id, cat.id] } }, data: { fullName: 'Łukasz Żółw/../ski' } });
      // More than a page of rows (100), so the archive's list is read in pages.
      const made = [
        ...(await Promise.all(Array.from({ length: 60 }, () => photo(bob, teamId)))),
        ...(await Promise.all(Array.from({ length: 45 }, () => photo(cat, teamId)))),
        await photo(admin, teamId),
      ];
      expected = new Map(made.map((image) => [image.id, image]));
      await photo(bob, null); // his own credits
      await photo(bob, otherTeamId);
      await photo(otherAdmin, otherTeamId);
      const deleted = await photo(cat, teamId);
      await t.services.prisma.generatedImage.update({ where: { id: deleted.id }, data: { deletedAt: new Date() } });
    });

    it('gives an admin every photo made with the team credits, by any member, in a folder per member, streamed', async () => {
      const res = await downloadZip(admin, teamId);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/zip');
      expect(res.headers.get('content-length')).toBeNull();
      const today = new Date().toISOString().slice(0, 10);
      expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="kadr-team-zespol-lodz-\\d+-${today}\\.zip"`));
      const entries = unzipSync(new Uint8Array(res.bytes));
      const adminName = (await t.services.prisma.user.findUniqueOrThrow({ where: { id: admin.id } })).fullName;
      const folders = new Map([
        [bob.id, `lukasz-zolw-ski-${bob.id.slice(0, 8)}`],
        [cat.id, `lukasz-zolw-ski-${cat.id.slice(0, 8)}`],
        [admin.id, `${adminName}-${admin.id.slice(0, 8)}`],
      ]);
      const wanted = [...expected.values()].map((image) => `${folders.get(image.userId)}/kadr-${image.id.slice(0, 8)}.jpg`);
      expect(Object.keys(entries).sort()).toEqual(wanted.sort());
      for (const image of expected.values()) {
        expect(Buffer.from(entries[`${folders.get(image.userId)}/kadr-${image.id.slice(0, 8)}.jpg`]!).equals(image.bytes)).toBe(true);
      }
    });

    it('refuses a member who is not an admin, and a stranger, without sending a file', async () => {
      const asMember = await call(t.app, 'POST', `/api/teams/${teamId}/headshots/download`, undefined, bearer(bob.token));
      expect(asMember).toMatchObject({ status: 403, body: { success: false, error: { code: 'FORBIDDEN', message: 'Only team admins can do this' } } });
      const asStranger = await call(t.app, 'POST', `/api/teams/${teamId}/headshots/download`, undefined, bearer(stranger.token));
      expect(asStranger).toMatchObject({ status: 404, body: { error: { code: 'TEAM_NOT_FOUND' } } });
      const anonymous = await call(t.app, 'POST', `/api/teams/${teamId}/headshots/download`);
      expect(anonymous.status).toBe(401);
    });

    it("never puts another team's photos in the archive", async () => {
      const res = await downloadZip(otherAdmin, otherTeamId);
      expect(res.status).toBe(200);
      const entries = Object.keys(unzipSync(new Uint8Array(res.bytes)));
      const mine = await t.services.prisma.generatedImage.findMany({ where: { teamId: otherTeamId }, select: { id: true } });
      expect(entries).toHaveLength(2);
      for (const name of entries) expect(mine.some((i) => name.includes(`kadr-${i.id.slice(0, 8)}`))).toBe(true);
      for (const id of expected.keys()) expect(entries.some((name) => name.includes(id.slice(0, 8)))).toBe(false);
    });
  });
});
