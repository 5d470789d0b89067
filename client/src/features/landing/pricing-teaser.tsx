import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { ButtonLink } from '../../components/ui/app-link';
import type { LandingContent } from '../../content/landing';

export function PricingTeaser({ content }: { content: LandingContent['pricing'] }) {
  return (
    <Container maxW="3xl" py="12" as="section" aria-labelledby="pricing-teaser" textAlign="center">
      <Stack gap="4" align="center" p="8" borderRadius="l3" bg="bg.muted">
        <Heading as="h2" size="2xl" id="pricing-teaser">
          {content.title}
        </Heading>
        <Text fontSize="xl">{content.text}</Text>
        <Text color="fg.muted">{content.methods}</Text>
        <ButtonLink screen="pricing">{content.cta}</ButtonLink>
      </Stack>
    </Container>
  );
}
