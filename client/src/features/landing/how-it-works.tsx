import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { LandingContent } from '../../content/landing';

export function HowItWorks({ content }: { content: LandingContent['howItWorks'] }) {
  return (
    <Container maxW="6xl" py="12" as="section" aria-labelledby="how-it-works">
      <Heading as="h2" size="2xl" id="how-it-works" mb="8" textAlign="center">
        {content.title}
      </Heading>
      <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap="6" listStyleType="none">
        {content.steps.map((step, i) => (
          <Stack as="li" key={step.title} gap="3" p="6" borderWidth="1px" borderRadius="l3">
            <Box fontSize="2xl" fontWeight="bold" color="blue.fg" aria-hidden="true">
              {i + 1}
            </Box>
            <Heading as="h3" size="lg">
              {step.title}
            </Heading>
            <Text color="fg.muted">{step.text}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Container>
  );
}
