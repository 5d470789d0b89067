import { Button, Stack } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { EngineProvider, GeneratorOptionsQuery, HeadshotQuality } from '../../../gql/graphql';
import { CostSummary } from '../shared/cost-summary';
import { LabeledSlider } from '../shared/labeled-slider';
import { PromptField } from '../shared/prompt-field';
import { StylePicker, type StylePreset } from '../shared/style-picker';
import { AspectRatioSelect, CountPicker, QualityPicker } from './headshot-options';
import type { HeadshotRequest } from './use-generate-headshots';

interface HeadshotFormProps {
  styles: StylePreset[];
  costs: GeneratorOptionsQuery['generationCosts'];
  promptPlaceholder: string;
  /** The engine that makes the headshots: a generative one (FLUX on Replicate or fal) takes no negative prompt either. */
  provider: EngineProvider | null;
  submitting: boolean;
  /** Why the last request was refused, shown above the button. */
  problem?: ReactNode;
  onSubmit: (request: HeadshotRequest) => void;
}

/** The spec's generation options (§3): prompt, negative prompt, style, quality, intensity, count, aspect ratio. */
export function HeadshotForm({ styles, costs, promptPlaceholder, provider, submitting, problem, onSubmit }: HeadshotFormProps) {
  const intl = useIntl();
  const [prompt, setPrompt] = useState('');
  const [negativePrompt, setNegativePrompt] = useState('');
  const [style, setStyle] = useState(styles[0]?.id ?? 'professional');
  const [quality, setQuality] = useState<HeadshotQuality>('standard');
  const [intensity, setIntensity] = useState(80);
  const [count, setCount] = useState(1);
  const [aspectRatio, setAspectRatio] = useState('1:1');
  const [touched, setTouched] = useState(false);
  const perImage = { standard: costs.standardPhoto, high: costs.highQualityPhoto };
  const promptMissing = touched && !prompt.trim();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    onSubmit({ prompt, negativePrompt, style, quality, styleIntensity: intensity / 100, numberOfImages: count, aspectRatio });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="headshot-form">
      <Stack gap="5">
        <PromptField
          name="prompt"
          required
          label={<FormattedMessage id="generator.form.prompt" />}
          placeholder={promptPlaceholder}
          value={prompt}
          onChange={setPrompt}
          error={promptMissing ? <FormattedMessage id="generator.errors.emptyPrompt" /> : undefined}
          helper={<FormattedMessage id="generator.form.promptHelper" />}
        />
        <PromptField
          name="negativePrompt"
          label={<FormattedMessage id="generator.form.negativePrompt" />}
          placeholder={intl.formatMessage({ id: 'generator.form.negativePlaceholder' })}
          value={negativePrompt}
          onChange={setNegativePrompt}
          helper={<FormattedMessage id={provider && provider !== 'local' ? 'generator.form.negativeHelperFlux' : 'generator.form.negativeHelper'} />}
        />
        <StylePicker styles={styles} value={style} onChange={setStyle} />
        <QualityPicker value={quality} onChange={setQuality} costs={perImage} />
        <LabeledSlider
          label={<FormattedMessage id="generator.form.intensity" />}
          valueText={intl.formatNumber(intensity / 100, { style: 'percent' })}
          value={intensity}
          min={0}
          max={100}
          step={5}
          onChange={setIntensity}
          testId="intensity"
        />
        <Stack direction={{ base: 'column', sm: 'row' }} gap="5" align={{ sm: 'end' }}>
          <CountPicker value={count} onChange={setCount} />
          <AspectRatioSelect value={aspectRatio} onChange={setAspectRatio} />
        </Stack>
        <CostSummary
          total={count * perImage[quality]}
          detail={<FormattedMessage id="generator.cost.detail" values={{ count, credits: <FormattedMessage id="common.credits.count" values={{ count: perImage[quality] }} /> }} />}
        />
        {problem}
        <Button type="submit" size="lg" loading={submitting} alignSelf="stretch">
          <FormattedMessage id="generator.form.submit" values={{ count }} />
        </Button>
      </Stack>
    </form>
  );
}
