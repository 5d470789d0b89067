import { Hono, type Context } from 'hono';
import { getCreditsBalance } from '@kadr/core/ledger/get-credits-balance';
import { readTeamBalances, teamWallet } from '@kadr/core/ledger/wallet';
import type { Viewer } from '../context';
import type { AppEnv } from '../http-types';
import { acceptTeamInvitation } from '../modules/teams/accept-team-invitation';
import { changeTeamMemberRole } from '../modules/teams/change-team-member-role';
import { createTeam } from '../modules/teams/create-team';
import { createTeamInviteLink } from '../modules/teams/create-team-invite-link';
import { downloadTeamHeadshotsZip } from '../modules/teams/download-team-headshots';
import { getTeam } from '../modules/teams/get-team';
import { getTeamUsage } from '../modules/teams/get-team-usage';
import { inviteTeamMember } from '../modules/teams/invite-team-member';
import { listMyTeams } from '../modules/teams/list-my-teams';
import { listTeamInvitations } from '../modules/teams/list-team-invitations';
import { listTeamLedger } from '../modules/teams/list-team-ledger';
import { listTeamMembers } from '../modules/teams/list-team-members';
import { previewTeamInvitation } from '../modules/teams/preview-team-invitation';
import { removeTeamMember } from '../modules/teams/remove-team-member';
import { revokeTeamInvitation } from '../modules/teams/revoke-team-invitation';
import { assertTeamsEnabled, type TeamView } from '../modules/teams/team-access';
import { transferTeamCredits } from '../modules/teams/transfer-team-credits';
import { getTeamConsistency, regenerateOutlier } from '../modules/teams/team-consistency';
import { getTeamStyleOf, setTeamStyle } from '../modules/teams/team-style';
import type { Services } from '../services-contract';
import { zipResponse } from './attachment';
import { jsonBody, ok } from './envelope';

type C = Context<AppEnv>;

/** A team as REST answers it: what every member sees, and what the viewer's role lets them see. */
async function teamDto(services: Pick<Services, 'db' | 'prisma'>, team: TeamView) {
  const [creditsBalance, members, invitations, usage, ledger] = await Promise.all([
    getCreditsBalance(services, teamWallet(team.id)),
    listTeamMembers(services, team),
    listTeamInvitations(services, team),
    getTeamUsage(services, team),
    listTeamLedger(services, team),
  ]);
  const { viewerId: _viewer, ...shown } = team;
  return { ...shown, creditsBalance, members, invitations, usage, ledger };
}

const ctx = (c: C) => c.get('ctx');

/** The switch: TEAMS_ENABLED=false answers every team call 403 TEAMS_DISABLED, before anything else. */
function teamsSwitch() {
  const r = new Hono<AppEnv>();
  r.use('*', async (c, next) => {
    assertTeamsEnabled(c.get('ctx').services.env);
    await next();
  });
  return r;
}

/** /api/teams (issue #12): non-members get 404 TEAM_NOT_FOUND, members who are not admins 403 on admin actions. */
export function teamRoutes(viewerOf: (c: C) => Promise<Viewer>) {
  const r = teamsSwitch();
  const actorOf = async (c: C) => (await viewerOf(c)).actor;

  r.get('/', async (c) => {
    const { services } = ctx(c);
    const teams = await listMyTeams(services, await actorOf(c));
    const balances = await readTeamBalances(services.db.sql, teams.map((t) => t.id));
    return ok(c, teams.map(({ viewerId: _viewer, ...t }) => ({ ...t, creditsBalance: balances.get(t.id) ?? 0 })));
  });

  // {name} → the team, its creator its admin
  r.post('/', async (c) => {
    const { services } = ctx(c);
    return ok(c, await teamDto(services, await createTeam(services, await actorOf(c), await jsonBody(c))), 201);
  });

  r.get('/:id', async (c) => {
    const { services } = ctx(c);
    return ok(c, await teamDto(services, await getTeam(services, await actorOf(c), c.req.param('id'))));
  });

  // {email, role?} → the invitation (the email is sent)
  r.post('/:id/invitations', async (c) => {
    const { services, language } = ctx(c);
    return ok(c, await inviteTeamMember(services, await actorOf(c), c.req.param('id'), await jsonBody(c), language), 201);
  });

  // {role?, expiresAt?, maxUses?, allowedDomain?} → {invitation, url} (the url is shown once)
  r.post('/:id/invite-links', async (c) => {
    const { services, language } = ctx(c);
    return ok(c, await createTeamInviteLink(services, await actorOf(c), c.req.param('id'), await jsonBody(c), language), 201);
  });

  r.delete('/:id/invitations/:invitationId', async (c) => {
    const { services } = ctx(c);
    return ok(c, await revokeTeamInvitation(services, await actorOf(c), c.req.param('id'), c.req.param('invitationId')));
  });

  // {role} → the member with the new role
  r.patch('/:id/members/:userId', async (c) => {
    const { services } = ctx(c);
    const body = await jsonBody(c);
    return ok(c, await changeTeamMemberRole(services, await actorOf(c), c.req.param('id'), { ...body, userId: c.req.param('userId') }));
  });

  // Removes a member; one's own userId leaves the team.
  r.delete('/:id/members/:userId', async (c) => {
    const { services } = ctx(c);
    await removeTeamMember(services, await actorOf(c), c.req.param('id'), c.req.param('userId'));
    return ok(c, { removed: true });
  });

  // {amount} → the team with its new balance
  r.post('/:id/credits/transfer', async (c) => {
    const { services } = ctx(c);
    return ok(c, await teamDto(services, await transferTeamCredits(services, await actorOf(c), c.req.param('id'), await jsonBody(c))));
  });

  // The team style: every member reads it; admins set it ({backdrop, framing, eyeLine?, headSize?}, or null to clear).
  r.get('/:id/style', async (c) => {
    const { services } = ctx(c);
    return ok(c, { style: await getTeamStyleOf(services, await getTeam(services, await actorOf(c), c.req.param('id'))) });
  });
  r.put('/:id/style', async (c) => {
    const { services } = ctx(c);
    const { style } = await setTeamStyle(services, await actorOf(c), c.req.param('id'), await jsonBody(c));
    return ok(c, { style });
  });
  r.delete('/:id/style', async (c) => {
    const { services } = ctx(c);
    return ok(c, await setTeamStyle(services, await actorOf(c), c.req.param('id'), null).then(({ style }) => ({ style })));
  });

  // The consistency report (admins: every member's headshots; members: their own).
  r.get('/:id/consistency', async (c) => {
    const { services } = ctx(c);
    return ok(c, await getTeamConsistency(services, await actorOf(c), c.req.param('id')));
  });

  // Admins: an outlier made again with the team style, free of charge → {jobId, cost: 0, imageId}
  r.post('/:id/consistency/:imageId/regenerate', async (c) => {
    const { services } = ctx(c);
    return ok(c, await regenerateOutlier(services, await actorOf(c), c.req.param('id'), c.req.param('imageId')), 201);
  });

  // Admins: every photo made with the team's credits, as one streamed ZIP (beside POST /api/ai/headshots/download).
  r.post('/:id/headshots/download', async (c) => {
    const { services } = ctx(c);
    return zipResponse(await downloadTeamHeadshotsZip(services, await actorOf(c), c.req.param('id')));
  });

  return r;
}

/** /api/invitations: the invitation screen's preview (public) and accepting. */
export function invitationRoutes(viewerOf: (c: C) => Promise<Viewer>) {
  const r = teamsSwitch();

  // Public: what the invitation screen shows before anyone signs in.
  r.get('/:token', async (c) => ok(c, await previewTeamInvitation(ctx(c).services, c.req.param('token'))));

  r.post('/:token/accept', async (c) => {
    const { services } = ctx(c);
    const { actor } = await viewerOf(c);
    return ok(c, await teamDto(services, await acceptTeamInvitation(services, actor, c.req.param('token'))));
  });

  return r;
}
