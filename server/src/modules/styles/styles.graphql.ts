import { builder } from '../../graphql/builder';
import { generationCosts, type GenerationCosts as Costs } from '@kadr/core/ledger/generation-costs';
import { listStylePresets, type StylePresetDto } from './list-style-presets';

const StylePresetText = builder.objectRef<{ en: string; pl: string }>('StylePresetText').implement({
  fields: (t) => ({ en: t.exposeString('en'), pl: t.exposeString('pl') }),
});

const StylePreset = builder.objectRef<StylePresetDto>('StylePreset').implement({
  description: 'A look for generated headshots: background and grading, with a preview image',
  fields: (t) => ({
    id: t.exposeID('id', { description: "Pass as `style` when generating, e.g. 'professional'" }),
    kind: t.exposeString('kind', { description: "'image'" }),
    name: t.field({ type: StylePresetText, resolve: (s) => s.name }),
    description: t.field({ type: StylePresetText, resolve: (s) => s.description }),
    previewUrl: t.string({ nullable: true, description: 'Signed, short-lived; null until the preview is drawn', resolve: (s) => s.previewUrl }),
    premium: t.exposeBoolean('premium'),
  }),
});

const GenerationCosts = builder.objectRef<Costs>('GenerationCosts').implement({
  description: 'Credits per delivered item',
  fields: (t) => ({
    standardPhoto: t.exposeInt('standardPhoto'),
    highQualityPhoto: t.exposeInt('highQualityPhoto'),
    shortVideo: t.exposeInt('shortVideo'),
    backgroundChange: t.exposeInt('backgroundChange'),
  }),
});

builder.queryFields((t) => ({
  stylePresets: t.field({
    type: [StylePreset],
    description: 'Active style presets in display order. Public.',
    resolve: (_r, _a, ctx) => listStylePresets(ctx.services),
  }),
  generationCosts: t.field({
    type: GenerationCosts,
    description: 'What each kind of generation costs, in credits. Public.',
    resolve: (_r, _a, ctx) => generationCosts(ctx.services.env),
  }),
}));
