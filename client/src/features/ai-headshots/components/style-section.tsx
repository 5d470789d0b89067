import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getHeadshotStyle } from '@kadr/core/catalogue/headshot-styles';
import { useLanguage } from '../../../app/language-context';
import { SampleImage } from '../../../components/ui/sample-image';
import type { PageWords, StyleText } from '../../../content/ai-headshots/types';
import { samplesFor, samplesNote } from '../../../content/samples';
import type { StyleId } from '../matrix';
import { fill } from '../words';
import { Section } from './section';

/** How wide a sample shows: two a row on phones, three from sm, in the 4xl page (272 px at most). */
const SAMPLE_SIZES = '(min-width: 896px) 272px, (min-width: 480px) calc(33.3vw - 19px), calc(50vw - 22px)';

/** What the style does to a photo, and the engine's own samples of it (nothing when there are none). */
export function StyleSection({ styleId, style, words }: { styleId: StyleId; style: StyleText; words: PageWords['page'] }) {
  const { code } = useLanguage();
  const samples = samplesFor(styleId);
  return (
    <Section title={words.styleHeading}>
      <Text>{style.look}</Text>
      <Text color="fg.muted">{fill(words.presetName, { name: getHeadshotStyle(styleId).name[code] })}</Text>
      {samples.length > 0 && (
        <Stack as="figure" gap="3">
          <SimpleGrid columns={{ base: 2, sm: Math.min(samples.length, 3) }} gap={{ base: '3', md: '4' }}>
            {samples.map((sample) => (
              <SampleImage key={sample.src} sample={sample} lang={code} sizes={SAMPLE_SIZES} borderRadius="l3" bg="bg.muted" />
            ))}
          </SimpleGrid>
          <Text as="figcaption" fontSize="sm" color="fg.muted">
            {samplesNote[code]}
          </Text>
        </Stack>
      )}
    </Section>
  );
}
