import { requireViewer } from '../../context';
import { builder } from '../../graphql/builder';
import { NotAuthenticatedError, NotFoundError, ValidationError } from '@kadr/core/errors/app-error';
import { InsufficientCreditsError } from '@kadr/core/ledger/credits.errors';
import { changeBackground } from './change-background';
import { HeadshotJob } from './generation.graphql';
import { getHeadshotJob } from './get-headshot-job';
import { givenFields } from '../../graphql/given-fields';
import { ownerOf } from '../access/actor';

const BackgroundModeEnum = builder.enumType('BackgroundMode', { values: ['solid', 'blur', 'custom'] as const });

const ChangeBackgroundInputRef = builder.inputType('ChangeBackgroundInput', {
  fields: (t) => ({
    imageId: t.id({ description: 'The image to change (required: "Select an image first")' }),
    mode: t.field({ type: BackgroundModeEnum, required: true, description: "'custom' is coming soon" }),
    color: t.string({ description: "solid: '#rrggbb' (default '#f2f2f2')" }),
    blurStrength: t.int({ description: 'blur: 1 to 100 (default 60)' }),
  }),
});

const ChangeBackgroundPayload = builder.objectRef<{ jobId: string; cost: number; userId: string }>('ChangeBackgroundPayload').implement({
  fields: (t) => ({
    jobId: t.exposeID('jobId'),
    cost: t.exposeInt('cost'),
    job: t.field({ type: HeadshotJob, resolve: (p, _a, ctx) => getHeadshotJob(ctx.services, requireViewer(ctx).actor, p.jobId) }),
  }),
});

builder.mutationFields((t) => ({
  changeBackground: t.field({
    type: ChangeBackgroundPayload,
    description: 'A new image with the background changed; follow it with headshotJob / headshotJobUpdated.',
    args: { input: t.arg({ type: ChangeBackgroundInputRef, required: true }) },
    // An image that is not the viewer's answers NotFoundError 'Image not found'.
    errors: { types: [NotAuthenticatedError, ValidationError, InsufficientCreditsError, NotFoundError] },
    resolve: async (_r, { input }, ctx) => {
      const { actor } = requireViewer(ctx);
      const given = givenFields(input);
      const started = await changeBackground(ctx.services, actor, given);
      return { jobId: started.jobId, cost: started.cost, userId: ownerOf(actor) };
    },
  }),
}));
