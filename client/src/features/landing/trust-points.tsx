import { Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { LandingContent } from '../../content/landing';

export function TrustPoints({ content }: { content: LandingContent['trust'] }) {
  return (
    <Container maxW="6xl" py="12" as="section" aria-labelledby="trust-points">
      <Heading as="h2" size="2xl" id="trust-points" mb="8" textAlign="center">
        {content.title}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
        {content.points.map((point) => (
          <Stack key={point.title} gap="2">
            <Heading as="h3" size="md">
              {point.title}
            </Heading>
            <Text color="fg.muted">{point.text}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Container>
  );
}
