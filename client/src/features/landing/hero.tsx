import { Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../../components/ui/app-link';
import type { LandingContent } from '../../content/landing';

export function Hero({ content }: { content: LandingContent['hero'] }) {
  return (
    <Container maxW="4xl" py={{ base: '12', md: '20' }} textAlign="center">
      <Stack gap="6" align="center">
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="shorter">
          <FormattedMessage id="landing.hero.title" />
        </Heading>
        <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="2xl">
          {content.subtitle}
        </Text>
        <HStack gap="3" wrap="wrap" justify="center">
          <ButtonLink screen="register" size="lg">
            <FormattedMessage id="landing.hero.cta" />
          </ButtonLink>
          <ButtonLink screen="pricing" size="lg" variant="outline">
            <FormattedMessage id="landing.hero.secondary" />
          </ButtonLink>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {content.note}
        </Text>
      </Stack>
    </Container>
  );
}
