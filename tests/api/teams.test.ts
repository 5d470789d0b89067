import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '@kadr/server/lib/tokens';
import { registerUser, type TestUser } from '../factories/library';
import { graphql } from '../gql';
import { graphqlClient } from '../support/graphql';
import { bearer, call, createTestApp, linkFromOutbox, type TestApp } from '../support/test-app';

// Teams and invitations (issue #12) through the REST facade and GraphQL, on PostgreSQL: who may do what, the
// invitation matrix, the last-admin rule and the TEAMS_ENABLED switch. Credits are in teams-credits.test.ts.

const PREVIEW = graphql(`
  query TeamsTestPreview($token: String!) {
    teamInvitation(token: $token) { teamName inviterName role kind email allowedDomain expiresAt status }
  }
`);
const ACCEPT = graphql(`
  mutation TeamsTestAccept($token: String!) {
    acceptTeamInvitation(token: $token) { id name viewerRole memberCount }
  }
`);
const TEAM = graphql(`
  query TeamsTestTeam($id: ID!) {
    team(id: $id) {
      id name viewerRole memberCount creditsBalance
      members { userId fullName email role }
      invitations { id kind email role status maxUses useCount allowedDomain }
      usage { userId creditsSpent30d photos30d videos30d }
      ledger { id amount kind actorId }
      headshots { id }
    }
  }
`);
const MY_TEAMS = graphql(`
  query TeamsTestMine { myTeams { id name viewerRole memberCount } teamsEnabled }
`);
const CREATE = graphql(`
  mutation TeamsTestCreate($name: String!) { createTeam(name: $name) { id name viewerRole memberCount creditsBalance } }
`);
const INVITE = graphql(`
  mutation TeamsTestInvite($teamId: ID!, $email: String!, $role: TeamRole) {
    inviteTeamMember(teamId: $teamId, email: $email, role: $role) { id kind email role status }
  }
`);
const LINK = graphql(`
  mutation TeamsTestLink($teamId: ID!, $maxUses: Int, $allowedDomain: String, $expiresAt: DateTime) {
    createTeamInviteLink(teamId: $teamId, maxUses: $maxUses, allowedDomain: $allowedDomain, expiresAt: $expiresAt) {
      url invitation { id kind maxUses allowedDomain status expiresAt }
    }
  }
`);
const REVOKE = graphql(`
  mutation TeamsTestRevoke($teamId: ID!, $invitationId: ID!) { revokeTeamInvitation(teamId: $teamId, invitationId: $invitationId) { id status } }
`);
const ROLE = graphql(`
  mutation TeamsTestRole($teamId: ID!, $userId: ID!, $role: TeamRole!) { changeTeamMemberRole(teamId: $teamId, userId: $userId, role: $role) { userId role } }
`);
const REMOVE = graphql(`
  mutation TeamsTestRemove($teamId: ID!, $userId: ID!) { removeTeamMember(teamId: $teamId, userId: $userId) }
`);
const TRANSFER = graphql(`
  mutation TeamsTestTransfer($teamId: ID!, $amount: Int!) { transferTeamCredits(teamId: $teamId, amount: $amount) { id creditsBalance } }
`);
const ME = graphql(`
  query TeamsTestMe { me { id currentTeamId creditsBalance currentTeam { id name viewerRole } } }
`);
const SWITCH = graphql(`
  mutation TeamsTestSwitch($teamId: ID) { updateProfile(input: { currentTeamId: $teamId }) { __typename ... on Error { code message } } }
`);

type Json = Record<string, unknown>;
const codeOf = (result: { errors?: readonly { extensions?: Json; message: string }[] }) => result.errors?.[0]?.extensions?.code;

/** The token of the newest invitation mail to `email` (the link's last path segment). */
async function mailedToken(t: TestApp, email: string): Promise<{ token: string; url: URL }> {
  const url = await linkFromOutbox(t.services, email, 'team_invitation');
  return { token: url.pathname.split('/').pop()!, url };
}

describe('teams', () => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', RATE_LIMIT_DISABLED: 'true', RUN_WORKERS: 'false' });
  });
  afterAll(() => t?.close());

  const user = (name: string, domain = 'example.com') => registerUser(t, `${name}-${++n}@${domain}`);
  const rest = (u: TestUser | null, method: string, path: string, body?: unknown) => call(t.app, method, path, body, u ? bearer(u.token) : {});
  const gql = (u: TestUser | null) => graphqlClient(t, u?.token ?? null);
  const emailOf = async (u: TestUser) => (await t.services.prisma.user.findUniqueOrThrow({ where: { id: u.id } })).email;

  async function newTeam(admin: TestUser, name = 'Studio') {
    const res = await rest(admin, 'POST', '/api/teams', { name });
    expect(res.status).toBe(201);
    return res.body.data.id as string;
  }

  /** An invite link's token, made through the API. */
  async function linkToken(admin: TestUser, teamId: string, body: Json = {}) {
    const res = await rest(admin, 'POST', `/api/teams/${teamId}/invite-links`, body);
    expect(res.status).toBe(201);
    return { token: new URL(res.body.data.url).pathname.split('/').pop()!, invitationId: res.body.data.invitation.id as string, url: res.body.data.url as string };
  }

  /** `member` joins `teamId` through a fresh link of its admin. */
  async function join(admin: TestUser, teamId: string, member: TestUser) {
    const { token } = await linkToken(admin, teamId);
    expect((await rest(member, 'POST', `/api/invitations/${token}/accept`)).status).toBe(200);
  }

  /** Ann's team, Bob and Cyd joined as members. */
  async function teamOfThree() {
    const ann = await user('ann');
    const teamId = await newTeam(ann);
    const bob = await user('bob');
    const cyd = await user('cyd');
    await join(ann, teamId, bob);
    await join(ann, teamId, cyd);
    return { ann, bob, cyd, teamId };
  }

  it('creates a team whose creator is its only member and admin, in REST and GraphQL', async () => {
    const ann = await user('ann');
    const created = await rest(ann, 'POST', '/api/teams', { name: '  Acme  ' });
    expect(created).toMatchObject({ status: 201, body: { data: { name: 'Acme', viewerRole: 'admin', memberCount: 1, creditsBalance: 0 } } });
    expect(created.body.data.members).toEqual([expect.objectContaining({ userId: ann.id, role: 'admin', email: await emailOf(ann) })]);
    const viaGraphql = await gql(ann).execute(CREATE, { name: 'Beta' });
    expect(viaGraphql.data?.createTeam).toMatchObject({ name: 'Beta', viewerRole: 'admin', memberCount: 1, creditsBalance: 0 });
    const mine = await gql(ann).execute(MY_TEAMS);
    expect(mine.data?.myTeams.map((team) => team.name)).toEqual(['Acme', 'Beta']);
    expect(mine.data?.teamsEnabled).toBe(true);
    expect((await rest(ann, 'GET', '/api/teams')).body.data.map((team: Json) => team.name)).toEqual(['Acme', 'Beta']);
    expect(await rest(ann, 'POST', '/api/teams', { name: ' ' })).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_ERROR', message: 'Team name is required' } } });
    expect(await rest(null, 'POST', '/api/teams', { name: 'x' })).toMatchObject({ status: 401 });
  });

  describe('an email invitation', () => {
    it('is mailed with a link to the invitation screen, shown to a signed-out person, and joins the invited address, once', async () => {
      const ann = await user('ann');
      const teamId = await newTeam(ann, 'Kadr Studio');
      const invited = `bob-${++n}@example.com`;
      const sent = await rest(ann, 'POST', `/api/teams/${teamId}/invitations`, { email: invited.toUpperCase(), role: 'member' });
      expect(sent).toMatchObject({ status: 201, body: { data: { kind: 'email', email: invited, role: 'member', status: 'pending', maxUses: 1, useCount: 0 } } });
      const { token, url } = await mailedToken(t, invited);
      expect(url.toString()).toBe(`http://kadr.test/en/invitation/${token}`);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      const stored = await t.services.prisma.teamInvitation.findUniqueOrThrow({ where: { id: sent.body.data.id } });
      expect(stored.tokenHash).toBe(hashToken(token));
      expect(Math.abs(stored.expiresAt.getTime() - stored.createdAt.getTime() - 7 * 24 * 3600 * 1000)).toBeLessThan(5_000);
      const mail = await t.services.prisma.outboxEmail.findFirstOrThrow({ where: { to: invited, kind: 'team_invitation' } });
      expect(mail.subject).toMatch(/invited you to the team Kadr Studio/);
      expect(mail.text).toMatch(/admins can see and download the photos/);

      // Signed out, REST and GraphQL.
      const preview = { teamName: 'Kadr Studio', inviterName: expect.stringMatching(/^ann-/), role: 'member', kind: 'email', email: `b***@example.com`, allowedDomain: null, status: 'pending' };
      expect(await rest(null, 'GET', `/api/invitations/${token}`)).toMatchObject({ status: 200, body: { data: preview } });
      expect((await gql(null).execute(PREVIEW, { token })).data?.teamInvitation).toMatchObject(preview);

      // Someone else, signed in with another address.
      const carol = await user('carol');
      expect(await rest(carol, 'POST', `/api/invitations/${token}/accept`)).toMatchObject({ status: 403, body: { error: { code: 'INVITATION_WRONG_EMAIL' } } });
      expect(codeOf(await gql(carol).execute(ACCEPT, { token }))).toBe('INVITATION_WRONG_EMAIL');

      // The invited address registers (as the invitation screen sends them to) and accepts.
      const bob = await registerUser(t, invited);
      const accepted = await rest(bob, 'POST', `/api/invitations/${token}/accept`);
      expect(accepted).toMatchObject({ status: 200, body: { data: { id: teamId, viewerRole: 'member', memberCount: 2 } } });
      expect((await t.services.prisma.user.findUniqueOrThrow({ where: { id: bob.id } })).currentTeamId).toBe(teamId);
      expect(await t.services.prisma.teamInvitation.findUniqueOrThrow({ where: { id: stored.id } })).toMatchObject({ status: 'accepted', useCount: 1 });
      expect((await gql(null).execute(PREVIEW, { token })).data?.teamInvitation?.status).toBe('accepted');

      // Single use: neither bob again nor anyone else.
      expect(await rest(bob, 'POST', `/api/invitations/${token}/accept`)).toMatchObject({ status: 410, body: { error: { code: 'INVITATION_USED_UP' } } });
      expect(codeOf(await gql(carol).execute(ACCEPT, { token }))).toBe('INVITATION_USED_UP');

      // The admin was told, in the app.
      const joined = await t.services.prisma.notification.findMany({ where: { userId: ann.id, type: 'team_member_joined' } });
      expect(joined).toEqual([expect.objectContaining({ link: '/account?tab=team' })]);
      expect(joined[0]!.bodyEn).toContain('Kadr Studio');
    });

    it('notifies an invited address that already has an account, and words the email in their language', async () => {
      const ann = await user('ann');
      const teamId = await newTeam(ann, 'Zespół');
      const ola = await user('ola');
      await rest(ola, 'PUT', '/api/profiles', { locale: 'pl' });
      expect((await rest(ann, 'POST', `/api/teams/${teamId}/invitations`, { email: await emailOf(ola) })).status).toBe(201);
      const { token, url } = await mailedToken(t, await emailOf(ola));
      expect(url.toString()).toBe(`http://kadr.test/pl/zaproszenie/${token}`);
      const mail = await t.services.prisma.outboxEmail.findFirstOrThrow({ where: { to: await emailOf(ola), kind: 'team_invitation' } });
      expect(mail.subject).toMatch(/zaprasza Cię do zespołu Zespół/);
      const received = await t.services.prisma.notification.findMany({ where: { userId: ola.id, type: 'team_invitation_received' } });
      expect(received).toEqual([expect.objectContaining({ link: `/invitation/${token}` })]);
      expect(received[0]!.params).toMatchObject({ teamName: 'Zespół', inviterName: expect.stringMatching(/^ann-/) });
    });

    it('refuses an expired, a revoked and an unknown invitation, and an address already in the team', async () => {
      const ann = await user('ann');
      const teamId = await newTeam(ann);
      const dan = await user('dan');
      const invite = async (u: TestUser) => {
        const res = await gql(ann).execute(INVITE, { teamId, email: await emailOf(u) });
        expect(res.errors).toBeUndefined();
        return { id: res.data!.inviteTeamMember.id, token: (await mailedToken(t, await emailOf(u))).token };
      };

      const expired = await invite(dan);
      await t.services.prisma.teamInvitation.update({ where: { id: expired.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
      expect((await rest(null, 'GET', `/api/invitations/${expired.token}`)).body.data.status).toBe('expired');
      expect(await rest(dan, 'POST', `/api/invitations/${expired.token}/accept`)).toMatchObject({ status: 410, body: { error: { code: 'INVITATION_EXPIRED' } } });

      const revoked = await invite(dan);
      expect((await gql(ann).execute(REVOKE, { teamId, invitationId: revoked.id })).data?.revokeTeamInvitation).toEqual({ id: revoked.id, status: 'revoked' });
      expect((await gql(null).execute(PREVIEW, { token: revoked.token })).data?.teamInvitation?.status).toBe('revoked');
      expect(await rest(dan, 'POST', `/api/invitations/${revoked.token}/accept`)).toMatchObject({ status: 410, body: { error: { code: 'INVITATION_REVOKED' } } });
      expect(codeOf(await gql(dan).execute(ACCEPT, { token: revoked.token }))).toBe('INVITATION_REVOKED');

      const unknown = 'x'.repeat(43);
      expect(await rest(null, 'GET', `/api/invitations/${unknown}`)).toMatchObject({ status: 404, body: { error: { code: 'INVITATION_NOT_FOUND' } } });
      expect(await rest(dan, 'POST', `/api/invitations/${unknown}/accept`)).toMatchObject({ status: 404, body: { error: { code: 'INVITATION_NOT_FOUND' } } });
      expect(codeOf(await gql(null).execute(PREVIEW, { token: unknown }))).toBe('INVITATION_NOT_FOUND');

      // Inviting a member is refused; an invitation that finds them a member by the time they accept is too.
      const pending = await invite(dan);
      await join(ann, teamId, dan);
      expect(await rest(ann, 'POST', `/api/teams/${teamId}/invitations`, { email: await emailOf(dan) })).toMatchObject({ status: 409, body: { error: { code: 'ALREADY_TEAM_MEMBER' } } });
      expect(await rest(dan, 'POST', `/api/invitations/${pending.token}/accept`)).toMatchObject({ status: 409, body: { error: { code: 'ALREADY_TEAM_MEMBER' } } });
      expect((await t.services.prisma.teamInvitation.findUniqueOrThrow({ where: { id: pending.id } })).useCount).toBe(0);
      // Accepting takes a signed-in user.
      expect(await rest(null, 'POST', `/api/invitations/${pending.token}/accept`)).toMatchObject({ status: 401 });
    });
  });

  describe('an invite link', () => {
    it('lets addresses of its domain join, up to its use limit, and says so to each refused', async () => {
      const ann = await user('ann');
      const teamId = await newTeam(ann);
      const res = await gql(ann).execute(LINK, { teamId, maxUses: 2, allowedDomain: '@Firma.PL' });
      expect(res.errors).toBeUndefined();
      const link = res.data!.createTeamInviteLink;
      expect(link.invitation).toMatchObject({ kind: 'link', maxUses: 2, allowedDomain: 'firma.pl', status: 'pending' });
      expect(new Date(link.invitation.expiresAt).getTime()).toBeGreaterThan(Date.now() + 7 * 24 * 3600 * 1000 - 60_000);
      const token = new URL(link.url).pathname.split('/').pop()!;
      expect(link.url).toBe(`http://kadr.test/en/invitation/${token}`);
      expect((await rest(null, 'GET', `/api/invitations/${token}`)).body.data).toMatchObject({ kind: 'link', email: null, allowedDomain: 'firma.pl', status: 'pending' });

      const outsider = await user('eve', 'gmail.com');
      expect(await rest(outsider, 'POST', `/api/invitations/${token}/accept`)).toMatchObject({
        status: 403,
        body: { error: { code: 'INVITATION_WRONG_DOMAIN', details: { allowedDomain: 'firma.pl' } } },
      });
      // A look-alike subdomain is another domain.
      expect((await rest(await user('mal', 'evil.firma.pl'), 'POST', `/api/invitations/${token}/accept`)).body.error.code).toBe('INVITATION_WRONG_DOMAIN');
      for (const name of ['kasia', 'piotr']) expect((await rest(await user(name, 'firma.pl'), 'POST', `/api/invitations/${token}/accept`)).status).toBe(200);
      expect(await rest(await user('third', 'firma.pl'), 'POST', `/api/invitations/${token}/accept`)).toMatchObject({ status: 410, body: { error: { code: 'INVITATION_USED_UP' } } });
      expect((await rest(null, 'GET', `/api/invitations/${token}`)).body.data.status).toBe('accepted');
      expect((await rest(ann, 'GET', `/api/teams/${teamId}`)).body.data.memberCount).toBe(3);
    });

    it('is accepted at most maxUses times when many accept it at once', async () => {
      const ann = await user('ann');
      const teamId = await newTeam(ann);
      const { token, invitationId } = await linkToken(ann, teamId, { maxUses: 3 });
      const takers = await Promise.all(Array.from({ length: 12 }, (_, i) => user(`taker${i}`)));
      const answers = await Promise.all(takers.map((u) => rest(u, 'POST', `/api/invitations/${token}/accept`)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
      expect(answers.filter((a) => a.status !== 200).map((a) => a.body.error.code)).toEqual(Array(9).fill('INVITATION_USED_UP'));
      expect((await t.services.prisma.teamInvitation.findUniqueOrThrow({ where: { id: invitationId } })).useCount).toBe(3);
      expect(await t.services.prisma.teamMember.count({ where: { teamId } })).toBe(4);
    });

    it('checks its options: expiry in the future and at most 90 days away, 1 to 1000 uses, a domain', async () => {
      const ann = await user('ann');
      const teamId = await newTeam(ann);
      const day = 24 * 3600 * 1000;
      const refused = async (body: Json) => (await rest(ann, 'POST', `/api/teams/${teamId}/invite-links`, body)).status;
      expect(await refused({ expiresAt: new Date(Date.now() - day).toISOString() })).toBe(400);
      expect(await refused({ expiresAt: new Date(Date.now() + 91 * day).toISOString() })).toBe(400);
      expect(await refused({ maxUses: 0 })).toBe(400);
      expect(await refused({ maxUses: 1001 })).toBe(400);
      expect(await refused({ allowedDomain: 'not a domain' })).toBe(400);
      const at = new Date(Date.now() + 90 * day - 60_000);
      const made = await rest(ann, 'POST', `/api/teams/${teamId}/invite-links`, { expiresAt: at.toISOString(), maxUses: 1000, role: 'admin' });
      expect(made).toMatchObject({ status: 201, body: { data: { invitation: { role: 'admin', maxUses: 1000, expiresAt: at.toISOString() } } } });
      // Admins see the open invitations; the token is not among what they see.
      const shown = (await rest(ann, 'GET', `/api/teams/${teamId}`)).body.data.invitations;
      expect(shown).toEqual([expect.objectContaining({ id: made.body.data.invitation.id, status: 'pending' })]);
      expect(JSON.stringify(shown)).not.toContain(new URL(made.body.data.url).pathname.split('/').pop()!);
    });
  });

  describe('roles', () => {
    it('lets admins change roles and remove members, and anyone leave, but never leaves a team without an admin', async () => {
      const { ann, bob, cyd, teamId } = await teamOfThree();

      // The only admin can neither step down nor leave.
      expect(await rest(ann, 'PATCH', `/api/teams/${teamId}/members/${ann.id}`, { role: 'member' })).toMatchObject({ status: 409, body: { error: { code: 'LAST_TEAM_ADMIN' } } });
      expect(await rest(ann, 'DELETE', `/api/teams/${teamId}/members/${ann.id}`)).toMatchObject({ status: 409, body: { error: { code: 'LAST_TEAM_ADMIN' } } });
      expect(codeOf(await gql(ann).execute(REMOVE, { teamId, userId: ann.id }))).toBe('LAST_TEAM_ADMIN');

      // A member manages nobody, but may leave.
      expect(await rest(bob, 'PATCH', `/api/teams/${teamId}/members/${bob.id}`, { role: 'admin' })).toMatchObject({ status: 403, body: { error: { code: 'FORBIDDEN' } } });
      expect(await rest(bob, 'DELETE', `/api/teams/${teamId}/members/${cyd.id}`)).toMatchObject({ status: 403 });

      expect((await gql(ann).execute(ROLE, { teamId, userId: bob.id, role: 'admin' })).data?.changeTeamMemberRole).toEqual({ userId: bob.id, role: 'admin' });
      // With a second admin, the first may leave; then the second is the last.
      expect(await rest(ann, 'DELETE', `/api/teams/${teamId}/members/${ann.id}`)).toMatchObject({ status: 200 });
      expect(await rest(ann, 'GET', `/api/teams/${teamId}`)).toMatchObject({ status: 404, body: { error: { code: 'TEAM_NOT_FOUND' } } });
      expect(codeOf(await gql(bob).execute(ROLE, { teamId, userId: bob.id, role: 'member' }))).toBe('LAST_TEAM_ADMIN');
      expect((await gql(bob).execute(REMOVE, { teamId, userId: cyd.id })).data?.removeTeamMember).toBe(true);
      // Removed from the team they had joined (and were acting for): personal again.
      expect((await t.services.prisma.user.findUniqueOrThrow({ where: { id: cyd.id } })).currentTeamId).toBeNull();
      expect(await rest(bob, 'DELETE', `/api/teams/${teamId}/members/${cyd.id}`)).toMatchObject({ status: 404 });
      expect((await rest(bob, 'GET', `/api/teams/${teamId}`)).body.data.members).toEqual([expect.objectContaining({ userId: bob.id, role: 'admin' })]);
    });

    it('keeps one admin when two admins demote each other at the same moment', async () => {
      const ann = await user('ann');
      const teamId = await newTeam(ann);
      const bob = await user('bob');
      await join(ann, teamId, bob);
      await rest(ann, 'PATCH', `/api/teams/${teamId}/members/${bob.id}`, { role: 'admin' });
      for (let round = 0; round < 3; round++) {
        const answers = await Promise.all([
          rest(ann, 'PATCH', `/api/teams/${teamId}/members/${bob.id}`, { role: 'member' }),
          rest(bob, 'PATCH', `/api/teams/${teamId}/members/${ann.id}`, { role: 'member' }),
        ]);
        // The other is refused: the last admin (409), or no longer an admin by the time it is read (403).
        expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
        expect(answers.filter((a) => a.status !== 200).map((a) => a.body.error.code)).toEqual([expect.stringMatching(/^(LAST_TEAM_ADMIN|FORBIDDEN)$/)]);
        expect(await t.services.prisma.teamMember.count({ where: { teamId, role: 'admin' } })).toBe(1);
        // Back to two admins for the next round.
        const admin = answers[0]!.status === 200 ? ann : bob;
        const other = admin === ann ? bob : ann;
        expect((await rest(admin, 'PATCH', `/api/teams/${teamId}/members/${other.id}`, { role: 'admin' })).status).toBe(200);
      }
    });

    it('shows a member the members, their own usage and ledger rows, and no invitations or team headshots', async () => {
      const ann = await user('ann');
      const teamId = await newTeam(ann);
      const bob = await user('bob');
      await join(ann, teamId, bob);
      const { invitationId } = await linkToken(ann, teamId);
      const asMember = await gql(bob).execute(TEAM, { id: teamId });
      expect(asMember.data?.team).toMatchObject({ viewerRole: 'member', memberCount: 2, invitations: [], headshots: [] });
      expect(asMember.data?.team?.members.map((m) => m.role)).toEqual(['admin', 'member']);
      expect(asMember.data?.team?.usage.map((u) => u.userId)).toEqual([bob.id]);
      const asAdmin = await gql(ann).execute(TEAM, { id: teamId });
      // The link bob joined with (no use limit) and the new one.
      expect(asAdmin.data?.team?.invitations.map((i) => i.id)).toContain(invitationId);
      expect(asAdmin.data?.team?.invitations).toHaveLength(2);
      expect(asAdmin.data?.team?.usage.map((u) => u.userId)).toEqual([ann.id, bob.id]);
    });
  });

  describe('authorization of every team call', () => {
    /** Every call on a team: REST and GraphQL, and whether only admins may make it. */
    function calls(teamId: string, targetId: string, invitationId: string) {
      return [
        { name: 'GET team', admin: false, rest: ['GET', `/api/teams/${teamId}`] as const, gql: (u: TestUser) => gql(u).execute(TEAM, { id: teamId }) },
        { name: 'invite', admin: true, rest: ['POST', `/api/teams/${teamId}/invitations`, { email: `new-${++n}@example.com` }] as const, gql: (u: TestUser) => gql(u).execute(INVITE, { teamId, email: `new-${++n}@example.com` }) },
        { name: 'invite link', admin: true, rest: ['POST', `/api/teams/${teamId}/invite-links`, {}] as const, gql: (u: TestUser) => gql(u).execute(LINK, { teamId }) },
        { name: 'revoke', admin: true, rest: ['DELETE', `/api/teams/${teamId}/invitations/${invitationId}`] as const, gql: (u: TestUser) => gql(u).execute(REVOKE, { teamId, invitationId }) },
        { name: 'change role', admin: true, rest: ['PATCH', `/api/teams/${teamId}/members/${targetId}`, { role: 'admin' }] as const, gql: (u: TestUser) => gql(u).execute(ROLE, { teamId, userId: targetId, role: 'admin' }) },
        { name: 'remove member', admin: true, rest: ['DELETE', `/api/teams/${teamId}/members/${targetId}`] as const, gql: (u: TestUser) => gql(u).execute(REMOVE, { teamId, userId: targetId }) },
        { name: 'transfer', admin: true, rest: ['POST', `/api/teams/${teamId}/credits/transfer`, { amount: 1 }] as const, gql: (u: TestUser) => gql(u).execute(TRANSFER, { teamId, amount: 1 }) },
      ];
    }

    it('answers a non-member and another team’s admin 404, and a member who is not an admin 403 on admin actions', async () => {
      const { ann, bob, cyd, teamId } = await teamOfThree();
      const { invitationId } = await linkToken(ann, teamId);
      const stranger = await user('stranger');
      const otherAdmin = await user('other');
      await newTeam(otherAdmin, 'Other');
      await t.services.prisma.$transaction((tx) => tx.creditLedgerEntry.create({ data: { userId: stranger.id, amount: 5, kind: 'adjustment', idempotencyKey: `st-${stranger.id}` } }));

      for (const c of calls(teamId, cyd.id, invitationId)) {
        for (const outsider of [stranger, otherAdmin]) {
          const [method, path, body] = c.rest;
          expect(await rest(outsider, method, path, body), `${c.name} by an outsider (REST)`).toMatchObject({ status: 404, body: { error: { code: 'TEAM_NOT_FOUND' } } });
          expect(codeOf(await c.gql(outsider)), `${c.name} by an outsider (GraphQL)`).toBe('TEAM_NOT_FOUND');
        }
        if (!c.admin) continue;
        const [method, path, body] = c.rest;
        expect(await rest(bob, method, path, body), `${c.name} by a member (REST)`).toMatchObject({ status: 403, body: { error: { code: 'FORBIDDEN' } } });
        expect(codeOf(await c.gql(bob)), `${c.name} by a member (GraphQL)`).toBe('FORBIDDEN');
      }
      // Nothing changed: cyd is still a member, the link still open, no credits moved.
      expect(await t.services.prisma.teamMember.count({ where: { teamId } })).toBe(3);
      expect((await t.services.prisma.teamInvitation.findUniqueOrThrow({ where: { id: invitationId } })).status).toBe('pending');
      expect(await t.services.prisma.creditLedgerEntry.count({ where: { teamId } })).toBe(0);
      // A malformed team id is just another team they are not in.
      expect(await rest(stranger, 'GET', '/api/teams/not-a-uuid')).toMatchObject({ status: 404, body: { error: { code: 'TEAM_NOT_FOUND' } } });
      expect(await rest(stranger, 'GET', `/api/teams/${randomUUID()}`)).toMatchObject({ status: 404 });
      // An admin cannot revoke another team's invitation through their own team.
      const otherTeam = (await rest(otherAdmin, 'GET', '/api/teams')).body.data[0].id as string;
      expect(await rest(otherAdmin, 'DELETE', `/api/teams/${otherTeam}/invitations/${invitationId}`)).toMatchObject({ status: 404, body: { error: { code: 'INVITATION_NOT_FOUND' } } });
      // Signed out: 401.
      expect(await rest(null, 'GET', `/api/teams/${teamId}`)).toMatchObject({ status: 401 });
      expect(codeOf(await gql(null).execute(MY_TEAMS))).toBe('NOT_AUTHENTICATED');
    });
  });

  describe('the current team', () => {
    it('is the one whose credits a member acts on while they are in it; a stale one counts as personal', async () => {
      const ann = await user('ann');
      const teamId = await newTeam(ann, 'Current');
      await t.services.prisma.$transaction((tx) => tx.creditLedgerEntry.create({ data: { userId: ann.id, amount: 20, kind: 'adjustment', idempotencyKey: `cur-${ann.id}` } }));
      expect((await gql(ann).execute(TRANSFER, { teamId, amount: 8 })).data?.transferTeamCredits).toEqual({ id: teamId, creditsBalance: 8 });
      const personal = (await gql(ann).execute(ME)).data?.me;
      expect(personal).toMatchObject({ currentTeamId: null, currentTeam: null, creditsBalance: 12 });

      expect((await gql(ann).execute(SWITCH, { teamId })).data?.updateProfile.__typename).toBe('UpdateProfileSuccess');
      expect((await gql(ann).execute(ME)).data?.me).toMatchObject({ currentTeamId: teamId, currentTeam: { id: teamId, name: 'Current', viewerRole: 'admin' }, creditsBalance: 8 });
      expect((await rest(ann, 'GET', '/api/profiles')).body.data).toMatchObject({ currentTeamId: teamId, creditsBalance: 8 });
      expect((await rest(ann, 'GET', '/api/profiles/credits')).body.data).toEqual({ balance: 8 });

      // A team the user is no longer in (written behind the API's back): personal.
      await t.services.prisma.teamMember.delete({ where: { teamId_userId: { teamId, userId: ann.id } } });
      expect((await gql(ann).execute(ME)).data?.me).toMatchObject({ currentTeamId: null, currentTeam: null, creditsBalance: 12 });
      expect((await rest(ann, 'GET', '/api/profiles/credits')).body.data).toEqual({ balance: 12 });
      expect((await gql(ann).execute(SWITCH, { teamId })).data?.updateProfile).toMatchObject({ code: 'FORBIDDEN' });
    });
  });
});

describe('teams switched off (TEAMS_ENABLED=false)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', RATE_LIMIT_DISABLED: 'true', RUN_WORKERS: 'false', TEAMS_ENABLED: 'false' });
  });
  afterAll(() => t?.close());

  it("answers every team call 403 'Team feature is disabled', signed in or out, and acts for the user alone", async () => {
    const ann = await registerUser(t, 'ann-off@example.com');
    // A team written straight to the database, current for ann, with credits.
    const team = await t.services.prisma.team.create({ data: { name: 'Off', ownerId: ann.id, members: { create: { userId: ann.id, role: 'admin' } } } });
    await t.services.prisma.user.update({ where: { id: ann.id }, data: { currentTeamId: team.id } });
    await t.services.prisma.creditLedgerEntry.create({ data: { teamId: team.id, amount: 50, kind: 'adjustment', idempotencyKey: `off-${team.id}` } });
    const token = 'y'.repeat(43);
    await t.services.prisma.teamInvitation.create({ data: { teamId: team.id, kind: 'link', tokenHash: hashToken(token), invitedById: ann.id, expiresAt: new Date(Date.now() + 3600_000) } });
    const id = team.id;
    const restCalls: [string, string, unknown?][] = [
      ['GET', '/api/teams'],
      ['POST', '/api/teams', { name: 'x' }],
      ['GET', `/api/teams/${id}`],
      ['POST', `/api/teams/${id}/invitations`, { email: 'b@example.com' }],
      ['POST', `/api/teams/${id}/invite-links`, {}],
      ['DELETE', `/api/teams/${id}/invitations/${randomUUID()}`],
      ['PATCH', `/api/teams/${id}/members/${ann.id}`, { role: 'member' }],
      ['DELETE', `/api/teams/${id}/members/${ann.id}`],
      ['POST', `/api/teams/${id}/credits/transfer`, { amount: 1 }],
      ['GET', `/api/invitations/${token}`],
      ['POST', `/api/invitations/${token}/accept`],
    ];
    for (const [method, path, body] of restCalls) {
      for (const headers of [bearer(ann.token), {}]) {
        expect(await call(t.app, method, path, body, headers), `${method} ${path}`).toMatchObject({
          status: 403,
          body: { success: false, error: { code: 'TEAMS_DISABLED', message: 'Team feature is disabled' } },
        });
      }
    }
    const client = graphqlClient(t, ann.token);
    const anon = graphqlClient(t);
    const gqlCalls = [
      () => client.execute(MY_TEAMS),
      () => client.execute(TEAM, { id }),
      () => client.execute(CREATE, { name: 'x' }),
      () => client.execute(INVITE, { teamId: id, email: 'b@example.com' }),
      () => client.execute(LINK, { teamId: id }),
      () => client.execute(REVOKE, { teamId: id, invitationId: randomUUID() }),
      () => client.execute(ROLE, { teamId: id, userId: ann.id, role: 'member' }),
      () => client.execute(REMOVE, { teamId: id, userId: ann.id }),
      () => client.execute(TRANSFER, { teamId: id, amount: 1 }),
      () => client.execute(ACCEPT, { token }),
      () => anon.execute(PREVIEW, { token }),
      () => anon.execute(ACCEPT, { token }),
    ];
    for (const run of gqlCalls) {
      const result = await run();
      expect(result.errors?.[0]).toMatchObject({ message: 'Team feature is disabled', extensions: { code: 'TEAMS_DISABLED' } });
    }
    // The switch itself is public.
    const PUBLIC_SWITCH = graphql(`query TeamsTestSwitchOff { teamsEnabled }`);
    expect((await anon.execute(PUBLIC_SWITCH)).data).toEqual({ teamsEnabled: false });
    // Ann acts for herself: her own balance, no current team, and she cannot make one current.
    expect((await client.execute(ME)).data?.me).toMatchObject({ currentTeamId: null, currentTeam: null, creditsBalance: 0 });
    expect(codeOf(await client.execute(SWITCH, { teamId: id }))).toBe('TEAMS_DISABLED');
    expect(await call(t.app, 'PUT', '/api/profiles', { currentTeamId: id }, bearer(ann.token))).toMatchObject({ status: 403, body: { error: { code: 'TEAMS_DISABLED' } } });
    expect(await t.services.prisma.teamMember.count()).toBe(1);
  });
});
