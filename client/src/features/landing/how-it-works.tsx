import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { EngineCopy } from '../models';

const steps = [1, 2, 3] as const;

export function HowItWorks() {
  return (
    <Container maxW="6xl" py="12" as="section" aria-labelledby="how-it-works">
      <Heading as="h2" size="2xl" id="how-it-works" mb="8" textAlign="center">
        <FormattedMessage id="landing.howItWorks.title" />
      </Heading>
      <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap="6" listStyleType="none">
        {steps.map((step) => (
          <Stack as="li" key={step} gap="3" p="6" borderWidth="1px" borderRadius="l3">
            <Box fontSize="2xl" fontWeight="bold" color="blue.fg" aria-hidden="true">
              {step}
            </Box>
            <Heading as="h3" size="lg">
              <FormattedMessage id={`landing.howItWorks.step${step}Title`} />
            </Heading>
            <Text color="fg.muted">
              {step === 2 ? <EngineCopy id="landing.howItWorks.step2Text" /> : <FormattedMessage id={`landing.howItWorks.step${step}Text`} />}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Container>
  );
}
