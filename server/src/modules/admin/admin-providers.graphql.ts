import { requireViewer, type RequestContext } from '../../context';
import { builder } from '../../graphql/builder';
import { adminRequestOf } from './admin-request';
import { listProviders, type AdminProviderCapabilityDto, type AdminProviderCircuitDto, type AdminProviderDto, type AdminProviderJobsDto, type AdminProviderPauseDto } from './list-providers';
import { pauseProvider } from './pause-provider';
import { resumeProvider } from './resume-provider';

// The console's inference providers (issue #27): what each offers and costs, where new jobs go first, the pauses, the
// circuit states the workers report and the last day's jobs; pause and resume. Admin only, as every admin field
// (admin.graphql.ts); errors are GraphQL errors with `extensions.code`.

const admin = (ctx: RequestContext) => adminRequestOf(requireViewer(ctx), ctx);
const adminOnly = { authScopes: { admin: true } } as const;

const AdminProviderPause = builder.objectRef<AdminProviderPauseDto>('AdminProviderPause').implement({
  fields: (t) => ({
    capability: t.exposeString('capability', { nullable: true, description: 'null: every capability of the provider' }),
    reason: t.exposeString('reason'),
    pausedById: t.exposeID('pausedById', { nullable: true }),
    pausedByEmail: t.exposeString('pausedByEmail', { nullable: true }),
    pausedAt: t.expose('pausedAt', { type: 'DateTime' }),
  }),
});

const AdminProviderCircuit = builder.objectRef<AdminProviderCircuitDto>('AdminProviderCircuit').implement({
  description: "A worker process's circuit breaker, as it reported it within the last 2 minutes",
  fields: (t) => ({
    process: t.exposeString('process', { description: 'hostname:pid' }),
    state: t.exposeString('state', { description: 'closed, half_open or open' }),
    since: t.expose('since', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const AdminProviderJobs = builder.objectRef<AdminProviderJobsDto>('AdminProviderJobs').implement({
  description: 'AI jobs at a provider created in the last 24 hours, by status',
  fields: (t) => ({
    queued: t.exposeInt('queued'),
    running: t.exposeInt('running'),
    succeeded: t.exposeInt('succeeded'),
    failed: t.exposeInt('failed'),
    canceled: t.exposeInt('canceled'),
    total: t.exposeInt('total'),
    estimatedCostUsd: t.exposeFloat('estimatedCostUsd', {
      description: "What the succeeded ones cost at the provider's published price (an image counted as one megapixel where it is priced per megapixel)",
    }),
  }),
});

const AdminProviderCapability = builder.objectRef<AdminProviderCapabilityDto>('AdminProviderCapability').implement({
  fields: (t) => ({
    capability: t.exposeString('capability', { description: 'train, headshots, video or background' }),
    endpoint: t.exposeString('endpoint'),
    costUsd: t.exposeFloat('costUsd', { description: 'US dollars per unit (published price)' }),
    unit: t.exposeString('unit', { description: 'training, image, video_second or megapixel' }),
    concurrency: t.exposeInt('concurrency', { description: 'Runs one worker process keeps open there at once' }),
    webhooks: t.exposeBoolean('webhooks'),
    position: t.exposeInt('position', {
      nullable: true,
      description: 'Its place (1: first) in the order new jobs of the capability try (trainings and videos); null when not in it, or not routed (headshots run where their model was trained)',
    }),
    pause: t.field({ type: AdminProviderPause, nullable: true, description: "Its own pause, else the whole provider's", resolve: (c) => c.pause }),
    circuits: t.field({ type: [AdminProviderCircuit], resolve: (c) => c.circuits }),
    jobs24h: t.field({ type: AdminProviderJobs, resolve: (c) => c.jobs24h }),
  }),
});

const AdminProvider = builder.objectRef<AdminProviderDto>('AdminProvider').implement({
  description: 'A remote inference provider as the console shows it',
  fields: (t) => ({
    name: t.exposeString('name'),
    label: t.exposeString('label'),
    enabled: t.exposeBoolean('enabled', { description: 'This configuration sends work there (INFERENCE_PROVIDERS, TRAINING_PROVIDER, VIDEO_PROVIDER)' }),
    requires: t.exposeStringList('requires', { description: 'The settings a process needs to use it' }),
    pause: t.field({ type: AdminProviderPause, nullable: true, description: 'The pause of the whole provider', resolve: (p) => p.pause }),
    capabilities: t.field({ type: [AdminProviderCapability], resolve: (p) => p.capabilities }),
  }),
});

const AdminPauseProviderInput = builder.inputType('AdminPauseProviderInput', {
  fields: (t) => ({
    provider: t.string({ required: true, description: 'replicate or fal' }),
    capability: t.string({ description: 'train, headshots, video or background; absent: every capability' }),
    reason: t.string({ required: true, description: 'Why (3–500 characters), kept in the audit log' }),
  }),
});

const AdminResumeProviderInput = builder.inputType('AdminResumeProviderInput', {
  fields: (t) => ({
    provider: t.string({ required: true, description: 'replicate or fal' }),
    capability: t.string({ description: 'The capability to resume; absent: every pause of the provider' }),
    reason: t.string({ required: true, description: 'Why (3–500 characters), kept in the audit log' }),
  }),
});

builder.queryField('adminProviders', (t) =>
  t.field({
    ...adminOnly,
    type: [AdminProvider],
    description: 'Every remote inference provider: offers, order, pauses, circuit states and the last 24 hours of jobs',
    resolve: (_r, _a, ctx) => listProviders(ctx.services),
  }),
);

builder.mutationField('adminPauseProvider', (t) =>
  t.field({
    ...adminOnly,
    type: AdminProvider,
    description: 'Stops new runs at a provider (for one capability, or all), at once in every process; runs already there go on. NOT_FOUND for an unknown provider or a capability it does not offer',
    args: { input: t.arg({ type: AdminPauseProviderInput, required: true }) },
    resolve: (_r, { input }, ctx) => pauseProvider(ctx.services, admin(ctx), input),
  }),
);

builder.mutationField('adminResumeProvider', (t) =>
  t.field({
    ...adminOnly,
    type: AdminProvider,
    description: "Lets new runs start at a provider again (one capability, or all); PROVIDER_NOT_PAUSED when nothing of it is paused",
    args: { input: t.arg({ type: AdminResumeProviderInput, required: true }) },
    resolve: (_r, { input }, ctx) => resumeProvider(ctx.services, admin(ctx), input),
  }),
);
