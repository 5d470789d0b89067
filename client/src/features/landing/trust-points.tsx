import { Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

const points = ['credits', 'guarantee', 'privacy'] as const;

export function TrustPoints() {
  return (
    <Container maxW="6xl" py="12" as="section" aria-labelledby="trust-points">
      <Heading as="h2" size="2xl" id="trust-points" mb="8" textAlign="center">
        <FormattedMessage id="landing.trust.title" />
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {points.map((point) => (
          <Stack key={point} gap="2">
            <Heading as="h3" size="md">
              <FormattedMessage id={`landing.trust.${point}Title`} />
            </Heading>
            <Text color="fg.muted">
              <FormattedMessage id={`landing.trust.${point}Text`} />
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Container>
  );
}
