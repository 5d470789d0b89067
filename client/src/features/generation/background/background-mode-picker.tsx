import { Badge, HStack, RadioCard, SimpleGrid } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { BackgroundMode } from '../../../gql/graphql';

const MODES: BackgroundMode[] = ['solid', 'blur', 'custom'];

/** Solid colour, blurred, and custom (not built yet: disabled and marked coming soon). */
export function BackgroundModePicker({ value, onChange }: { value: BackgroundMode; onChange: (mode: BackgroundMode) => void }) {
  return (
    <RadioCard.Root value={value} onValueChange={(e) => e.value && onChange(e.value as BackgroundMode)} size="sm">
      <RadioCard.Label>
        <FormattedMessage id="background.panel.mode" />
      </RadioCard.Label>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="2">
        {MODES.map((mode) => (
          <RadioCard.Item key={mode} value={mode} disabled={mode === 'custom'}>
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl>
              <RadioCard.ItemContent>
                <HStack gap="2" wrap="wrap">
                  <RadioCard.ItemText>
                    <FormattedMessage id={`background.mode.${mode}`} />
                  </RadioCard.ItemText>
                  {mode === 'custom' && (
                    <Badge colorPalette="orange" size="sm">
                      <FormattedMessage id="comingSoon.page.badge" />
                    </Badge>
                  )}
                </HStack>
              </RadioCard.ItemContent>
              <RadioCard.ItemIndicator />
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </SimpleGrid>
    </RadioCard.Root>
  );
}
