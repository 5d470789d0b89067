import { Button, Field, SegmentGroup, Stack } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { HeadshotImageFieldsFragment, VideoQuality } from '../../../gql/graphql';
import { CostSummary } from '../../generation';
import { LabeledSlider } from '../../generation';
import { PromptField } from '../../generation';
import { StylePicker, type StylePreset } from '../../generation';
import type { VideoRequest } from '../api/use-generate-video';
import { PREMIUM_VIDEO_QUALITIES, VIDEO_DEFAULT_SECONDS, VIDEO_MAX_SECONDS, VIDEO_MIN_SECONDS, VIDEO_QUALITIES } from '../video-limits';
import { SourceImagePicker } from './source-image-picker';

interface VideoFormProps {
  styles: StylePreset[];
  cost: number;
  images: HeadshotImageFieldsFragment[];
  submitting: boolean;
  /** Why the last request was refused, shown above the button. */
  problem?: ReactNode;
  onSubmit: (request: VideoRequest) => void;
}

/** Spec §3 video options: prompt, style, duration (limits shown), quality; plus an optional headshot to animate. */
export function VideoForm({ styles, cost, images, submitting, problem, onSubmit }: VideoFormProps) {
  const intl = useIntl();
  const [prompt, setPrompt] = useState('');
  const [style, setStyle] = useState(styles[0]?.id ?? 'professional');
  const [duration, setDuration] = useState(VIDEO_DEFAULT_SECONDS);
  const [quality, setQuality] = useState<VideoQuality>('standard');
  const [sourceImageId, setSourceImageId] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const seconds = (n: number) => intl.formatMessage({ id: 'video.form.seconds' }, { count: n });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    onSubmit({ prompt, style, duration, quality, sourceImageId });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="video-form">
      <Stack gap="5">
        <PromptField
          name="videoPrompt"
          required
          label={<FormattedMessage id="generator.form.prompt" />}
          placeholder={intl.formatMessage({ id: 'video.form.placeholder' })}
          value={prompt}
          onChange={setPrompt}
          error={touched && !prompt.trim() ? <FormattedMessage id="generator.errors.emptyPrompt" /> : undefined}
        />
        <StylePicker styles={styles} value={style} onChange={setStyle} />
        <LabeledSlider
          label={<FormattedMessage id="video.form.duration" />}
          valueText={seconds(duration)}
          value={duration}
          min={VIDEO_MIN_SECONDS}
          max={VIDEO_MAX_SECONDS}
          onChange={setDuration}
          limits={[seconds(VIDEO_MIN_SECONDS), seconds(VIDEO_MAX_SECONDS)]}
          testId="video-duration"
        />
        <Field.Root>
          <Field.Label id="video-quality-label">
            <FormattedMessage id="generator.form.quality" />
          </Field.Label>
          <SegmentGroup.Root value={quality} onValueChange={(e) => e.value && setQuality(e.value as VideoQuality)} aria-labelledby="video-quality-label">
            <SegmentGroup.Indicator />
            <SegmentGroup.Items
              items={VIDEO_QUALITIES.map((q) => {
                const label = intl.formatMessage({ id: `video.quality.${q}` });
                // The premium marker: this quality needs a subscription.
                return { value: q, label: PREMIUM_VIDEO_QUALITIES.includes(q) ? intl.formatMessage({ id: 'video.quality.premium' }, { quality: label }) : label };
              })}
            />
          </SegmentGroup.Root>
        </Field.Root>
        {images.length > 0 && <SourceImagePicker images={images} value={sourceImageId} onChange={setSourceImageId} />}
        <CostSummary total={cost} detail={<FormattedMessage id="video.form.costDetail" />} />
        {problem}
        <Button type="submit" size="lg" loading={submitting}>
          <FormattedMessage id="video.form.submit" />
        </Button>
      </Stack>
    </form>
  );
}
