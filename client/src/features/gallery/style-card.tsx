import { Card, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useLanguage } from '../../app/language-context';
import { SampleImage } from '../../components/ui/sample-image';
import type { HeadshotStyle } from '@kadr/core/catalogue/headshot-styles';
import type { EngineSample } from '../../content/samples';

interface StyleCardProps {
  style: Pick<HeadshotStyle, 'id' | 'name' | 'description'>;
  samples: EngineSample[];
  /** Load the images at once (the first card), not when scrolled to. */
  eager?: boolean;
}

/**
 * How wide a sample shows (StyleGrid: one card a row on phones, two from md, three from xl in the 6xl page; three
 * samples a card): its `sizes`, for the browser to pick the file.
 */
const SAMPLE_SIZES = '(min-width: 1280px) 115px, (min-width: 768px) calc(16.7vw - 11px), calc(33.3vw - 12px)';

/** One style: the engine's samples of it, its name and what it looks like, in the UI language. */
export function StyleCard({ style, samples, eager = false }: StyleCardProps) {
  const { code } = useLanguage();
  return (
    <Card.Root as="li" size="sm" overflow="hidden" data-testid="gallery-style" data-style-id={style.id}>
      <SimpleGrid columns={samples.length} gap="0.5" bg="bg.muted">
        {samples.map((sample) => (
          <SampleImage key={sample.src} sample={sample} lang={code} sizes={SAMPLE_SIZES} eager={eager} aspectRatio="1" objectFit="cover" data-testid="gallery-sample" />
        ))}
      </SimpleGrid>
      <Card.Body gap="1" p={{ base: '3', md: '4' }}>
        <Heading as="h3" size={{ base: 'sm', md: 'md' }}>
          {style.name[code]}
        </Heading>
        <Text fontSize={{ base: 'xs', md: 'sm' }} color="fg.muted">
          {style.description[code]}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
