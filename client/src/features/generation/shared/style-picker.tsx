import { Box, Image, RadioCard, SimpleGrid, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import type { GeneratorOptionsQuery } from '../../../gql/graphql';

export type StylePreset = GeneratorOptionsQuery['stylePresets'][number];

interface StylePickerProps {
  styles: StylePreset[];
  value: string;
  onChange: (id: string) => void;
}

/** The style presets as cards with their preview and name in the UI language. */
export function StylePicker({ styles, value, onChange }: StylePickerProps) {
  const { code } = useLanguage();
  return (
    <RadioCard.Root value={value} onValueChange={(e) => e.value && onChange(e.value)} size="sm" data-testid="style-picker">
      <RadioCard.Label>
        <FormattedMessage id="generator.form.style" />
      </RadioCard.Label>
      <SimpleGrid columns={{ base: 3, md: 4 }} gap={{ base: '2', md: '3' }}>
        {styles.map((style) => (
          <RadioCard.Item key={style.id} value={style.id} title={style.description[code]}>
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl p="2" flexDirection="column" alignItems="stretch" gap="2">
              <Box aspectRatio="1" borderRadius="l2" overflow="hidden" bg="bg.muted">
                {style.previewUrl && <Image src={style.previewUrl} alt="" width="full" height="full" objectFit="cover" loading="lazy" />}
              </Box>
              <RadioCard.ItemText>
                <Text as="span" fontSize={{ base: 'xs', sm: 'sm' }}>{style.name[code]}</Text>
              </RadioCard.ItemText>
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </SimpleGrid>
    </RadioCard.Root>
  );
}
