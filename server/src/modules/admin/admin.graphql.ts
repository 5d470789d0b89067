import { requireViewer, type RequestContext } from '../../context';
import { builder } from '../../graphql/builder';
import { forwardOnly, toConnection } from '../../graphql/connection';
import { adjustCredits } from './adjust-credits';
import type { AdminJobDto, AdminPaymentDto, AdminUserDto } from './admin-dto';
import { adminRequestOf } from './admin-request';
import { cancelJob } from './cancel-job';
import { deleteUser } from './delete-user';
import { disableUser } from './disable-user';
import { enableUser } from './enable-user';
import { getDashboard, type AdminDashboard as Dashboard } from './get-dashboard';
import { getUserDetail, type AdminUserDetail as UserDetail } from './get-user-detail';
import { countActivities, listActivities, type AdminActivityDto } from './list-activities';
import { countAuditLog, listAuditLog, type AuditEntryDto } from './list-audit-log';
import { countJobs, listJobs } from './list-jobs';
import { countSubscriptions, listSubscriptions, type AdminSubscriptionDto } from './list-subscriptions';
import { countUsers, listUsers } from './list-users';
import { refundPayment } from './refund-payment';
import { retryJob } from './retry-job';

// The admin console (issue #13). Every field needs the `admin` scope (an administrator signed in with a session,
// never an API key): anonymous → NOT_AUTHENTICATED, anyone else → FORBIDDEN. Errors are thrown as GraphQL errors
// with `extensions.code` (NOT_FOUND, INSUFFICIENT_CREDITS, CANNOT_DISABLE_SELF, JOB_NOT_ACTIVE …), as in teams.

const admin = (ctx: RequestContext) => adminRequestOf(requireViewer(ctx), ctx);
const adminOnly = { authScopes: { admin: true } } as const;
/** The console's lists are connections as every list (graphql/connection.ts): 25 a page unless `first` says (1–100), `after` the `endCursor` of the page before. */
const PAGED = '25 a page unless `first` says (1–100; `after`: the `endCursor` of the page before)';

const AdminDashboardRef = builder.objectRef<Dashboard>('AdminDashboard').implement({
  fields: (t) => ({
    users: t.exposeInt('users'),
    signups24h: t.exposeInt('signups24h'),
    signups30d: t.exposeInt('signups30d'),
    activeSubscriptions: t.exposeInt('activeSubscriptions'),
    creditsSold24h: t.exposeInt('creditsSold24h'),
    creditsSold30d: t.exposeInt('creditsSold30d'),
    creditsSpent24h: t.exposeInt('creditsSpent24h'),
    creditsSpent30d: t.exposeInt('creditsSpent30d'),
    jobsRunning: t.exposeInt('jobsRunning'),
    jobsFailed24h: t.exposeInt('jobsFailed24h'),
    jobsFailed30d: t.exposeInt('jobsFailed30d'),
  }),
});

const AdminUser = builder.objectRef<AdminUserDto>('AdminUser').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    fullName: t.exposeString('fullName'),
    isAdmin: t.exposeBoolean('isAdmin'),
    emailConfirmed: t.exposeBoolean('emailConfirmed'),
    disabledAt: t.expose('disabledAt', { type: 'DateTime', nullable: true }),
    disabledReason: t.exposeString('disabledReason', { nullable: true }),
    deletedAt: t.expose('deletedAt', { type: 'DateTime', nullable: true, description: 'When the deletion of the account was asked for' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    creditsBalance: t.exposeInt('creditsBalance', { description: 'Personal credits available (ledger minus open holds)' }),
  }),
});

const AdminLedgerEntry = builder.objectRef<UserDetail['ledger'][number]>('AdminLedgerEntry').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    amount: t.exposeInt('amount'),
    kind: t.exposeString('kind'),
    reason: t.exposeString('reason', { nullable: true }),
    actorId: t.exposeID('actorId', { nullable: true }),
    teamId: t.exposeID('teamId', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const AdminJob = builder.objectRef<AdminJobDto>('AdminJob').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind'),
    status: t.exposeString('status'),
    stage: t.exposeString('stage', { nullable: true }),
    progress: t.exposeInt('progress'),
    errorMessage: t.exposeString('errorMessage', { nullable: true }),
    userId: t.exposeID('userId'),
    userEmail: t.exposeString('userEmail'),
    teamId: t.exposeID('teamId', { nullable: true }),
    costCredits: t.exposeInt('costCredits'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    startedAt: t.expose('startedAt', { type: 'DateTime', nullable: true }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
  }),
});

const AdminModel = builder.objectRef<UserDetail['models'][number]>('AdminModel').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name', { nullable: true }),
    trainingStatus: t.exposeString('trainingStatus'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const AdminPayment = builder.objectRef<AdminPaymentDto>('AdminPayment').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status'),
    amountMinor: t.exposeInt('amountMinor'),
    currency: t.exposeString('currency'),
    planId: t.exposeString('planId', { nullable: true }),
    credits: t.exposeInt('credits', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    refundable: t.exposeBoolean('refundable', { description: 'A paid Stripe payment not refunded yet' }),
  }),
});

const AdminUserDetail = builder.objectRef<UserDetail>('AdminUserDetail').implement({
  fields: (t) => ({
    user: t.field({ type: AdminUser, resolve: (d) => d.user }),
    ledger: t.field({ type: [AdminLedgerEntry], description: 'Personal ledger, newest 50', resolve: (d) => d.ledger }),
    models: t.field({ type: [AdminModel], resolve: (d) => d.models }),
    jobs: t.field({ type: [AdminJob], description: 'Newest 50', resolve: (d) => d.jobs }),
    payments: t.field({ type: [AdminPayment], description: 'Newest 50', resolve: (d) => d.payments }),
  }),
});

const AdminActivity = builder.objectRef<AdminActivityDto>('AdminActivity').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    userId: t.exposeID('userId'),
    userEmail: t.exposeString('userEmail'),
    kind: t.exposeString('kind', { description: 'login, register, purchase, generation' }),
    credits: t.exposeInt('credits'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    details: t.exposeString('details', { nullable: true, description: 'JSON' }),
  }),
});

const AdminSubscription = builder.objectRef<AdminSubscriptionDto>('AdminSubscription').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    userId: t.exposeID('userId', { nullable: true }),
    userEmail: t.exposeString('userEmail', { nullable: true }),
    teamId: t.exposeID('teamId', { nullable: true }),
    planId: t.exposeString('planId'),
    status: t.exposeString('status'),
    interval: t.exposeString('interval', { nullable: true }),
    currentPeriodEnd: t.expose('currentPeriodEnd', { type: 'DateTime', nullable: true, description: 'When it renews (or ends)' }),
    cancelAtPeriodEnd: t.exposeBoolean('cancelAtPeriodEnd'),
  }),
});

const AuditEntry = builder.objectRef<AuditEntryDto>('AuditEntry').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    adminId: t.exposeID('adminId', { nullable: true, description: 'null: an operator (the admin command, ADMIN_EMAILS)' }),
    adminEmail: t.exposeString('adminEmail', { nullable: true }),
    action: t.exposeString('action'),
    targetUserId: t.exposeID('targetUserId', { nullable: true }),
    targetEmail: t.exposeString('targetEmail', { nullable: true }),
    reason: t.exposeString('reason', { nullable: true }),
    before: t.exposeString('before', { nullable: true, description: 'JSON' }),
    after: t.exposeString('after', { nullable: true, description: 'JSON' }),
    details: t.exposeString('details', { nullable: true, description: 'JSON' }),
    ip: t.exposeString('ip', { nullable: true }),
    userAgent: t.exposeString('userAgent', { nullable: true }),
    requestId: t.exposeString('requestId', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  adminDashboard: t.field({ ...adminOnly, type: AdminDashboardRef, resolve: (_r, _a, ctx) => getDashboard(ctx.services) }),
  adminUsers: t.connection(
    {
      ...adminOnly,
      type: AdminUser,
      description: `Search by a part of the email or name (any case), newest first; ${PAGED}`,
      args: { search: t.arg.string() },
      resolve: async (_r, args, ctx) => {
        forwardOnly(args);
        const filters = { search: args.search };
        const page = await listUsers(ctx.services, { ...filters, first: args.first, after: args.after });
        return toConnection(page, args.after, () => countUsers(ctx.services, filters));
      },
    },
    { name: 'AdminUserConnection' },
    { name: 'AdminUserEdge' },
  ),
  adminUser: t.field({
    ...adminOnly,
    type: AdminUserDetail,
    description: 'NOT_FOUND for an unknown id',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => getUserDetail(ctx.services, String(id)),
  }),
  adminJobs: t.connection(
    {
      ...adminOnly,
      type: AdminJob,
      description: `Every user's jobs, newest first, by kind and status; ${PAGED}`,
      args: { kind: t.arg.string(), status: t.arg.string() },
      resolve: async (_r, args, ctx) => {
        forwardOnly(args);
        const filters = { kind: args.kind, status: args.status };
        const page = await listJobs(ctx.services, { ...filters, first: args.first, after: args.after });
        return toConnection(page, args.after, () => countJobs(ctx.services, filters));
      },
    },
    { name: 'AdminJobConnection' },
    { name: 'AdminJobEdge' },
  ),
  adminActivities: t.connection(
    {
      ...adminOnly,
      type: AdminActivity,
      description: `Activities of every user (or one), newest first, by kind; ${PAGED}`,
      args: { userId: t.arg.id(), kind: t.arg.string() },
      resolve: async (_r, args, ctx) => {
        forwardOnly(args);
        const filters = { userId: args.userId == null ? args.userId : String(args.userId), kind: args.kind };
        const page = await listActivities(ctx.services, { ...filters, first: args.first, after: args.after });
        return toConnection(page, args.after, () => countActivities(ctx.services, filters));
      },
    },
    { name: 'AdminActivityConnection' },
    { name: 'AdminActivityEdge' },
  ),
  adminSubscriptions: t.connection(
    {
      ...adminOnly,
      type: AdminSubscription,
      description: `Subscriptions newest first, by status; ${PAGED}`,
      args: { status: t.arg.string() },
      resolve: async (_r, args, ctx) => {
        forwardOnly(args);
        const filters = { status: args.status };
        const page = await listSubscriptions(ctx.services, { ...filters, first: args.first, after: args.after });
        return toConnection(page, args.after, () => countSubscriptions(ctx.services, filters));
      },
    },
    { name: 'AdminSubscriptionConnection' },
    { name: 'AdminSubscriptionEdge' },
  ),
  adminAuditLog: t.connection(
    {
      ...adminOnly,
      type: AuditEntry,
      description: `Newest first, by action, administrator and target user; ${PAGED}`,
      args: { action: t.arg.string(), adminId: t.arg.id(), targetUserId: t.arg.id() },
      resolve: async (_r, args, ctx) => {
        forwardOnly(args);
        const filters = {
          action: args.action,
          adminId: args.adminId == null ? args.adminId : String(args.adminId),
          targetUserId: args.targetUserId == null ? args.targetUserId : String(args.targetUserId),
        };
        const page = await listAuditLog(ctx.services, { ...filters, first: args.first, after: args.after });
        return toConnection(page, args.after, () => countAuditLog(ctx.services, filters));
      },
    },
    { name: 'AuditEntryConnection' },
    { name: 'AuditEntryEdge' },
  ),
}));

builder.mutationFields((t) => ({
  adminAdjustCredits: t.field({
    ...adminOnly,
    type: AdminUser,
    description: 'Adds (positive) or takes (negative) personal credits; never below zero (INSUFFICIENT_CREDITS); a reason of 3–500 characters',
    args: { userId: t.arg.id({ required: true }), amount: t.arg.int({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_r, { userId, amount, reason }, ctx) => adjustCredits(ctx.services, admin(ctx), { userId: String(userId), amount, reason }),
  }),
  adminDisableUser: t.field({
    ...adminOnly,
    type: AdminUser,
    description: "The user's sessions end at once; CANNOT_DISABLE_SELF for your own account",
    args: { userId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_r, { userId, reason }, ctx) => disableUser(ctx.services, admin(ctx), { userId: String(userId), reason }),
  }),
  adminDeleteUser: t.field({
    ...adminOnly,
    type: AdminUser,
    description:
      "Deletes the user's account as their own request would (sessions end now; data removed and anonymised in the background); a reason of 3–500 characters; CANNOT_DELETE_SELF for your own account, TEAM_HANDOVER_REQUIRED where a team would be left without an admin",
    args: { userId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_r, { userId, reason }, ctx) => deleteUser(ctx.services, admin(ctx), { userId: String(userId), reason }),
  }),
  adminEnableUser: t.field({
    ...adminOnly,
    type: AdminUser,
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_r, { userId }, ctx) => enableUser(ctx.services, admin(ctx), String(userId)),
  }),
  adminRefundPayment: t.field({
    ...adminOnly,
    type: AdminPayment,
    description: "Refunds a paid Stripe payment in full; the credits are taken back when Stripe's refund webhook arrives",
    args: { paymentId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_r, { paymentId, reason }, ctx) => refundPayment(ctx.services, admin(ctx), { paymentId: String(paymentId), reason }),
  }),
  adminRetryJob: t.field({
    ...adminOnly,
    type: AdminJob,
    description: 'A failed or canceled headshot job starts again as a new job, charged again; JOB_NOT_RETRYABLE says why not',
    args: { jobId: t.arg.id({ required: true }) },
    resolve: (_r, { jobId }, ctx) => retryJob(ctx.services, admin(ctx), String(jobId)),
  }),
  adminCancelJob: t.field({
    ...adminOnly,
    type: AdminJob,
    description: 'Ends a queued or running job now; its holds are released',
    args: { jobId: t.arg.id({ required: true }) },
    resolve: (_r, { jobId }, ctx) => cancelJob(ctx.services, admin(ctx), String(jobId)),
  }),
}));
