import { readTeamBalances } from '@kadr/core/ledger/wallet';
import { requireViewer, type RequestContext } from '../../context';
import { builder } from '../../graphql/builder';
import { loadInBatch } from '../../graphql/request-batches';
import type { Actor } from '../access/actor';
import { HeadshotImage } from '../generation/generation.graphql';
import { actorOfRow, UserRef } from '../profiles/profiles.graphql';
import { acceptTeamInvitation } from './accept-team-invitation';
import { changeTeamMemberRole } from './change-team-member-role';
import { createTeam } from './create-team';
import { createTeamInviteLink, type CreatedInviteLink } from './create-team-invite-link';
import { getTeam } from './get-team';
import { getTeamUsage, type TeamMemberUsage } from './get-team-usage';
import { inviteTeamMember } from './invite-team-member';
import { listMyTeams } from './list-my-teams';
import { listTeamHeadshots } from './list-team-headshots';
import { listTeamInvitations } from './list-team-invitations';
import { listTeamLedger, type TeamLedgerEntryDto } from './list-team-ledger';
import { listTeamMembers, type TeamMemberDto } from './list-team-members';
import { previewTeamInvitation, type TeamInvitationPreview } from './preview-team-invitation';
import { removeTeamMember } from './remove-team-member';
import { revokeTeamInvitation } from './revoke-team-invitation';
import { assertTeamsEnabled, getTeamView, type TeamView } from './team-access';
import type { TeamInvitationDto } from './team-invitation-dto';
import { transferTeamCredits } from './transfer-team-credits';
import { consistencyOf, regenerateOutlier, type ConsistencyImage, type ConsistencyReport } from './team-consistency';
import { getTeamStyleOf, setTeamStyle, TEAM_BACKDROPS, type TeamStyle } from './team-style';

// Errors are thrown, not returned in unions (the contract of issue #12 types these fields plainly): they reach the
// client as GraphQL errors with `extensions.code` (TEAM_NOT_FOUND, FORBIDDEN, LAST_TEAM_ADMIN, TEAMS_DISABLED …).

/** Every team call: the switch first (TEAMS_DISABLED even for a visitor), then the signed-in actor. */
function teamActor(ctx: RequestContext): Actor {
  assertTeamsEnabled(ctx.services.env);
  return requireViewer(ctx).actor;
}

export const TeamRoleEnum = builder.enumType('TeamRole', { values: ['admin', 'member'] as const });
const TeamInvitationKindEnum = builder.enumType('TeamInvitationKind', { values: ['email', 'link'] as const });
const TeamInvitationStatusEnum = builder.enumType('TeamInvitationStatus', {
  values: ['pending', 'accepted', 'revoked', 'expired'] as const,
  description: 'accepted: an email invitation taken, or a link whose uses are all taken',
});

const TeamMember = builder.objectRef<TeamMemberDto>('TeamMember').implement({
  fields: (t) => ({
    userId: t.exposeID('userId'),
    fullName: t.exposeString('fullName'),
    email: t.exposeString('email'),
    role: t.field({ type: TeamRoleEnum, resolve: (m) => m.role }),
    joinedAt: t.expose('joinedAt', { type: 'DateTime' }),
  }),
});

const TeamMemberUsageRef = builder.objectRef<TeamMemberUsage>('TeamMemberUsage').implement({
  description: "A member's last 30 days on the team's credits",
  fields: (t) => ({
    userId: t.exposeID('userId'),
    fullName: t.exposeString('fullName'),
    creditsSpent30d: t.exposeInt('creditsSpent30d'),
    photos30d: t.exposeInt('photos30d'),
    videos30d: t.exposeInt('videos30d'),
  }),
});

const TeamLedgerEntry = builder.objectRef<TeamLedgerEntryDto>('TeamLedgerEntry').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    amount: t.exposeInt('amount'),
    kind: t.exposeString('kind', { description: 'purchase, subscription, transfer, capture, refund, adjustment …' }),
    actorId: t.exposeID('actorId', { nullable: true, description: 'Who moved the credits (the member who spent them, the admin who transferred)' }),
    actorName: t.exposeString('actorName', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    reason: t.exposeString('reason', { nullable: true }),
    jobKind: t.exposeString('jobKind', { nullable: true, description: 'What a charge paid for: training, headshot, video or background' }),
  }),
});

const TeamInvitation = builder.objectRef<TeamInvitationDto>('TeamInvitation').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: TeamInvitationKindEnum, resolve: (i) => i.kind }),
    email: t.exposeString('email', { nullable: true, description: 'The invited address (kind email)' }),
    role: t.field({ type: TeamRoleEnum, resolve: (i) => i.role }),
    status: t.field({ type: TeamInvitationStatusEnum, resolve: (i) => i.status }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    maxUses: t.exposeInt('maxUses', { nullable: true, description: 'null: a link without a use limit' }),
    useCount: t.exposeInt('useCount'),
    allowedDomain: t.exposeString('allowedDomain', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const CreatedTeamInviteLink = builder.objectRef<CreatedInviteLink>('CreatedTeamInviteLink').implement({
  fields: (t) => ({
    invitation: t.field({ type: TeamInvitation, resolve: (l) => l.invitation }),
    url: t.exposeString('url', { description: 'Shown once: only a hash of its token is stored' }),
  }),
});

const TeamInvitationPreviewRef = builder.objectRef<TeamInvitationPreview>('TeamInvitationPreview').implement({
  description: 'What the invitation screen shows, signed out too',
  fields: (t) => ({
    teamName: t.exposeString('teamName'),
    inviterName: t.exposeString('inviterName'),
    role: t.field({ type: TeamRoleEnum, resolve: (p) => p.role }),
    kind: t.field({ type: TeamInvitationKindEnum, resolve: (p) => p.kind }),
    email: t.exposeString('email', { nullable: true, description: 'The invited address, masked (a***@firma.pl); null for a link' }),
    allowedDomain: t.exposeString('allowedDomain', { nullable: true }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    status: t.field({ type: TeamInvitationStatusEnum, resolve: (p) => p.status }),
  }),
});

const TeamFramingEnum = builder.enumType('TeamFraming', {
  values: { HEAD_AND_SHOULDERS: { value: 'head-and-shoulders' }, CHEST_UP: { value: 'chest-up' }, CUSTOM: { value: 'custom' } } as const,
});

const TeamStyleRef = builder.objectRef<TeamStyle>('TeamStyle').implement({
  description: "The backdrop colour and framing every headshot on the team's credits keeps",
  fields: (t) => ({
    backdrop: t.exposeString('backdrop', { description: '#rrggbb' }),
    framing: t.field({ type: TeamFramingEnum, resolve: (s) => s.framing }),
    eyeLine: t.exposeFloat('eyeLine', { description: "The eyes' height from the top, share of the image height" }),
    headSize: t.exposeFloat('headSize', { description: "The face box's height, share of the image height" }),
  }),
});

const TeamStyleInput = builder.inputType('TeamStyleInput', {
  fields: (t) => ({
    backdrop: t.string({ required: true, description: '#rrggbb (TeamConsistencyReport.backdrops lists the engine\'s solid backdrops)' }),
    framing: t.field({ type: TeamFramingEnum, required: true }),
    eyeLine: t.float({ description: 'custom framing: 0.25–0.5' }),
    headSize: t.float({ description: 'custom framing: 0.2–0.5' }),
  }),
});

type Measured = ConsistencyImage;
const ConsistencyReasonEnum = builder.enumType('ConsistencyReason', { values: ['BACKDROP_COLOUR', 'EYE_LINE', 'HEAD_SIZE', 'NO_FACE'] as const });

const TeamConsistencyImage = builder.objectRef<Measured>('TeamConsistencyImage').implement({
  fields: (t) => ({
    image: t.field({ type: HeadshotImage, resolve: (i) => i.image }),
    userId: t.exposeID('userId'),
    memberName: t.exposeString('memberName'),
    backdropLab: t.floatList({ description: 'Mean CIELAB of the backdrop [L, a, b]', resolve: (i) => i.backdropLab }),
    deltaEToStyle: t.exposeFloat('deltaEToStyle', { nullable: true, description: "CIEDE2000 to the style's colour" }),
    deltaEToMedian: t.exposeFloat('deltaEToMedian', { description: "CIEDE2000 to the gallery's median backdrop" }),
    eyeLine: t.exposeFloat('eyeLine', { nullable: true }),
    headSize: t.exposeFloat('headSize', { nullable: true }),
    eyeLineOff: t.exposeFloat('eyeLineOff', { nullable: true, description: "Relative to the style's target (else the median): 0.03 = 3% lower" }),
    headSizeOff: t.exposeFloat('headSizeOff', { nullable: true }),
    reasons: t.field({ type: [ConsistencyReasonEnum], resolve: (i) => i.reasons }),
    outlier: t.exposeBoolean('outlier'),
    replacedById: t.exposeID('replacedById', { nullable: true }),
    regenerationJobId: t.exposeID('regenerationJobId', { nullable: true }),
  }),
});

const TeamConsistencySummary = builder.objectRef<ConsistencyReport['summary']>('TeamConsistencySummary').implement({
  fields: (t) => ({
    measured: t.exposeInt('measured'),
    outliers: t.exposeInt('outliers'),
    maxDeltaE: t.exposeFloat('maxDeltaE', { nullable: true }),
    eyeLineSpread: t.exposeFloat('eyeLineSpread', { nullable: true, description: '(max − min) / median' }),
    headSizeSpread: t.exposeFloat('headSizeSpread', { nullable: true }),
  }),
});

const TeamConsistencyReport = builder.objectRef<ConsistencyReport>('TeamConsistencyReport').implement({
  description: 'Every headshot on the team\'s credits measured and judged against the team style (admins: all; members: their own)',
  fields: (t) => ({
    maxDeltaE: t.float({ resolve: (r) => r.bounds.deltaE }),
    maxEyeLineOff: t.float({ resolve: (r) => r.bounds.eyeLine }),
    maxHeadSizeOff: t.float({ resolve: (r) => r.bounds.headSize }),
    backdrops: t.stringList({ description: "The engine's solid backdrops", resolve: () => [...TEAM_BACKDROPS] }),
    summary: t.field({ type: TeamConsistencySummary, resolve: (r) => r.summary }),
    images: t.field({ type: [TeamConsistencyImage], resolve: (r) => r.images }),
  }),
});

const FreeRegeneration = builder.objectRef<{ jobId: string; cost: number; imageId: string }>('FreeRegeneration').implement({
  fields: (t) => ({ jobId: t.exposeID('jobId'), imageId: t.exposeID('imageId'), cost: t.exposeInt('cost', { description: 'Always 0' }) }),
});

export const Team = builder.objectRef<TeamView>('Team').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    viewerRole: t.field({ type: TeamRoleEnum, description: "The signed-in user's role in the team", resolve: (team) => team.viewerRole }),
    memberCount: t.exposeInt('memberCount'),
    creditsBalance: t.int({
      description: "The team wallet's available credits (ledger minus open holds)",
      // One statement for every team of the list (myTeams).
      resolve: async (team, _a, ctx) => (await loadInBatch(ctx, 'teamBalance', team.id, (ids) => readTeamBalances(ctx.services.db.sql, ids))) ?? 0,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    members: t.field({ type: [TeamMember], description: 'Every member sees the list', resolve: (team, _a, ctx) => listTeamMembers(ctx.services, team) }),
    invitations: t.field({
      type: [TeamInvitation],
      description: 'Open invitations; admins only (members get none)',
      resolve: (team, _a, ctx) => listTeamInvitations(ctx.services, team),
    }),
    usage: t.field({
      type: [TeamMemberUsageRef],
      description: "Admins: every member's; members: only their own",
      resolve: (team, _a, ctx) => getTeamUsage(ctx.services, team),
    }),
    ledger: t.field({
      type: [TeamLedgerEntry],
      description: "The team wallet's movements, newest first: admins all, members their own",
      args: { first: t.arg.int({ defaultValue: 50 }) },
      resolve: (team, { first }, ctx) => listTeamLedger(ctx.services, team, first ?? 50),
    }),
    style: t.field({
      type: TeamStyleRef,
      nullable: true,
      description: "The team style (backdrop colour, framing) its members' headshots keep; null: none",
      resolve: (team, _a, ctx) => getTeamStyleOf(ctx.services, team),
    }),
    consistency: t.field({
      type: TeamConsistencyReport,
      description: "How consistent the team's headshots are (admins: every member's; members: their own); images are measured the first time",
      resolve: (team, _a, ctx) => consistencyOf(ctx.services, team),
    }),
    headshots: t.field({
      type: [HeadshotImage],
      description: "Admins: the photos members made with the team's credits, newest first; members: none",
      args: { first: t.arg.int({ defaultValue: 50 }) },
      resolve: (team, { first }, ctx) => listTeamHeadshots(ctx.services, team, first ?? 50),
    }),
  }),
});

builder.queryFields((t) => ({
  teamsEnabled: t.boolean({ description: 'The TEAMS_ENABLED switch: the UI hides team entry points when false. Public.', resolve: (_r, _a, ctx) => ctx.services.env.TEAMS_ENABLED }),
  myTeams: t.field({ type: [Team], description: "The signed-in user's teams", resolve: (_r, _a, ctx) => listMyTeams(ctx.services, teamActor(ctx)) }),
  team: t.field({
    type: Team,
    nullable: true,
    description: 'One of the signed-in user\'s teams; TEAM_NOT_FOUND for any other',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => getTeam(ctx.services, teamActor(ctx), String(id)),
  }),
  teamInvitation: t.field({
    type: TeamInvitationPreviewRef,
    nullable: true,
    description: 'An invitation by its token, for the invitation screen; public. INVITATION_NOT_FOUND for an unknown token.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_r, { token }, ctx) => previewTeamInvitation(ctx.services, token),
  }),
}));

builder.mutationFields((t) => ({
  createTeam: t.field({
    type: Team,
    description: 'A new team; the signed-in user is its admin',
    args: { name: t.arg.string({ required: true }) },
    resolve: (_r, { name }, ctx) => createTeam(ctx.services, teamActor(ctx), { name }),
  }),
  inviteTeamMember: t.field({
    type: TeamInvitation,
    description: 'Admins: an email invitation (7 days, single use, only that address); the email is sent',
    args: { teamId: t.arg.id({ required: true }), email: t.arg.string({ required: true }), role: t.arg({ type: TeamRoleEnum, defaultValue: 'member' }) },
    resolve: (_r, { teamId, email, role }, ctx) => inviteTeamMember(ctx.services, teamActor(ctx), String(teamId), { email, role: role ?? 'member' }, ctx.language),
  }),
  createTeamInviteLink: t.field({
    type: CreatedTeamInviteLink,
    description: 'Admins: a shareable link (expiry default 7 days, at most 90; maxUses 1–1000; optional email domain)',
    args: {
      teamId: t.arg.id({ required: true }),
      role: t.arg({ type: TeamRoleEnum, defaultValue: 'member' }),
      expiresAt: t.arg({ type: 'DateTime' }),
      maxUses: t.arg.int(),
      allowedDomain: t.arg.string(),
    },
    resolve: (_r, { teamId, ...input }, ctx) => createTeamInviteLink(ctx.services, teamActor(ctx), String(teamId), { ...input, role: input.role ?? 'member' }, ctx.language),
  }),
  revokeTeamInvitation: t.field({
    type: TeamInvitation,
    description: 'Admins: the invitation can no longer be accepted',
    args: { teamId: t.arg.id({ required: true }), invitationId: t.arg.id({ required: true }) },
    resolve: (_r, { teamId, invitationId }, ctx) => revokeTeamInvitation(ctx.services, teamActor(ctx), String(teamId), String(invitationId)),
  }),
  acceptTeamInvitation: t.field({
    type: Team,
    description: 'Joins the team of the invitation and makes it the current team',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_r, { token }, ctx) => acceptTeamInvitation(ctx.services, teamActor(ctx), token),
  }),
  changeTeamMemberRole: t.field({
    type: TeamMember,
    description: "Admins: a member's role; the last admin cannot be demoted (LAST_TEAM_ADMIN)",
    args: { teamId: t.arg.id({ required: true }), userId: t.arg.id({ required: true }), role: t.arg({ type: TeamRoleEnum, required: true }) },
    resolve: (_r, { teamId, userId, role }, ctx) => changeTeamMemberRole(ctx.services, teamActor(ctx), String(teamId), { userId: String(userId), role }),
  }),
  removeTeamMember: t.boolean({
    description: 'Admins remove a member; anyone leaves with their own userId. The last admin can do neither (LAST_TEAM_ADMIN).',
    args: { teamId: t.arg.id({ required: true }), userId: t.arg.id({ required: true }) },
    resolve: async (_r, { teamId, userId }, ctx) => {
      await removeTeamMember(ctx.services, teamActor(ctx), String(teamId), String(userId));
      return true;
    },
  }),
  setTeamStyle: t.field({
    type: Team,
    description: 'Admins: the team style (null clears it); members get FORBIDDEN',
    args: { teamId: t.arg.id({ required: true }), style: t.arg({ type: TeamStyleInput }) },
    resolve: async (_r, { teamId, style }, ctx) => (await setTeamStyle(ctx.services, teamActor(ctx), String(teamId), style ?? null)).team,
  }),
  regenerateTeamOutlier: t.field({
    type: FreeRegeneration,
    description: "Admins: a new headshot for an outlier's member with the team style, free of charge (a job of cost 0)",
    args: { teamId: t.arg.id({ required: true }), imageId: t.arg.id({ required: true }) },
    resolve: (_r, { teamId, imageId }, ctx) => regenerateOutlier(ctx.services, teamActor(ctx), String(teamId), String(imageId)),
  }),
  transferTeamCredits: t.field({
    type: Team,
    description: "Admins: credits from their personal balance to the team's (INSUFFICIENT_CREDITS beyond what they have)",
    args: { teamId: t.arg.id({ required: true }), amount: t.arg.int({ required: true }) },
    resolve: (_r, { teamId, amount }, ctx) => transferTeamCredits(ctx.services, teamActor(ctx), String(teamId), { amount }),
  }),
}));

builder.objectField(UserRef, 'currentTeam', (t) =>
  t.field({
    type: Team,
    nullable: true,
    description: 'The team the user acts for (its credits pay); null: personal (also for a team they have left, or with teams disabled)',
    resolve: async (u, _a, ctx) => {
      const actor = await actorOfRow(u, ctx);
      return actor.kind === 'member' ? getTeamView(ctx.services.prisma, actor, actor.teamId) : null;
    },
  }),
);
