import { Field, NativeSelect, RadioCard, SegmentGroup, SimpleGrid } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { HeadshotQuality } from '../../../gql/graphql';

/** The local engine's output shapes (1024 px on the short side scale, 1:1 = 1024×1024). */
export const ASPECT_RATIOS = ['1:1', '4:5', '3:4', '2:3', '16:9', '9:16'] as const;
export const MAX_IMAGES = 4;

export function QualityPicker({ value, onChange, costs }: { value: HeadshotQuality; onChange: (q: HeadshotQuality) => void; costs: Record<HeadshotQuality, number> }) {
  return (
    <RadioCard.Root value={value} onValueChange={(e) => e.value && onChange(e.value as HeadshotQuality)} size="sm">
      <RadioCard.Label>
        <FormattedMessage id="generator.form.quality" />
      </RadioCard.Label>
      <SimpleGrid columns={2} gap="3">
        {(['standard', 'high'] as const).map((q) => (
          <RadioCard.Item key={q} value={q}>
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl>
              <RadioCard.ItemContent>
                <RadioCard.ItemText>
                  <FormattedMessage id={`generator.quality.${q}`} />
                </RadioCard.ItemText>
                <RadioCard.ItemDescription>
                  <FormattedMessage id="generator.quality.perImage" values={{ credits: <FormattedMessage id="common.credits.count" values={{ count: costs[q] }} /> }} />
                </RadioCard.ItemDescription>
              </RadioCard.ItemContent>
              <RadioCard.ItemIndicator />
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </SimpleGrid>
    </RadioCard.Root>
  );
}

export function CountPicker({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'generator.form.count' });
  return (
    <Field.Root>
      <Field.Label id="image-count-label">{label}</Field.Label>
      <SegmentGroup.Root value={String(value)} onValueChange={(e) => e.value && onChange(Number(e.value))} aria-labelledby="image-count-label">
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={Array.from({ length: MAX_IMAGES }, (_, i) => String(i + 1))} minW="10" justifyContent="center" />
      </SegmentGroup.Root>
    </Field.Root>
  );
}

export function AspectRatioSelect({ value, onChange }: { value: string; onChange: (r: string) => void }) {
  const intl = useIntl();
  return (
    <Field.Root>
      <Field.Label htmlFor="aspectRatio">
        <FormattedMessage id="generator.form.aspectRatio" />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field id="aspectRatio" name="aspectRatio" value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {ASPECT_RATIOS.map((r) => (
            <option key={r} value={r}>
              {intl.formatMessage({ id: `generator.aspect.${r.replace(':', 'x')}` })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
