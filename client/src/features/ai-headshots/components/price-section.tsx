import { Stack, Text, Wrap } from '@chakra-ui/react';
import { useLanguage } from '../../../app/language-context';
import { ButtonLink } from '../../../components/ui/app-link';
import { creditCosts } from '../../../config/pricing';
import type { PageWords } from '../../../content/ai-headshots/types';
import { startingPriceText } from '../price';
import { creditsText, fill } from '../words';
import { Section } from './section';

/** The starting price, what a photo costs in credits, the facts that always hold, and the way in. */
export function PriceSection({ words }: { words: PageWords['price'] }) {
  const { code } = useLanguage();
  return (
    <Section title={words.heading}>
      <Stack gap="3" p={{ base: '5', md: '6' }} borderRadius="l3" bg="bg.muted">
        <Text fontSize="xl" fontWeight="semibold">
          {fill(words.from, { price: startingPriceText(code) })}
        </Text>
        <Text>
          {fill(words.costs, {
            standard: creditsText(creditCosts.standardPhoto, code, words.credits),
            high: creditsText(creditCosts.highQualityPhoto, code, words.credits),
          })}
        </Text>
        <Text>{words.facts}</Text>
        <Text color="fg.muted">{words.steps}</Text>
        <Wrap gap="3" pt="2">
          <ButtonLink screen="register">{words.register}</ButtonLink>
          <ButtonLink screen="pricing" variant="outline">
            {words.pricing}
          </ButtonLink>
        </Wrap>
      </Stack>
    </Section>
  );
}
