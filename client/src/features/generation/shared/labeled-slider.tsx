import { HStack, Slider, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface LabeledSliderProps {
  label: ReactNode;
  /** The value as read out next to the label, e.g. "80%" or "5 s". */
  valueText: ReactNode;
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange: (value: number) => void;
  /** The limits written under the track, e.g. "3 s" … "10 s". */
  limits?: [ReactNode, ReactNode];
  disabled?: boolean;
  testId?: string;
}

/** A single-thumb slider with its label, current value and optionally its limits. */
export function LabeledSlider({ label, valueText, value, min, max, step = 1, onChange, limits, disabled, testId }: LabeledSliderProps) {
  return (
    <Slider.Root value={[value]} min={min} max={max} step={step} disabled={disabled} onValueChange={(e) => onChange(e.value[0] ?? value)} data-testid={testId}>
      <HStack justify="space-between">
        <Slider.Label>{label}</Slider.Label>
        <Text fontSize="sm" fontWeight="medium" data-testid={testId && `${testId}-value`}>
          {valueText}
        </Text>
      </HStack>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
      </Slider.Control>
      {limits && (
        <HStack justify="space-between" fontSize="xs" color="fg.muted">
          <Text>{limits[0]}</Text>
          <Text>{limits[1]}</Text>
        </HStack>
      )}
    </Slider.Root>
  );
}
