import { Button, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <VStack role="alert" gap="4" py="20" px="6" textAlign="center" maxW="lg" mx="auto">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="errors.boundary.title" />
      </Heading>
      <Text color="fg.muted">
        <FormattedMessage id="errors.boundary.text" />
      </Text>
      <HStack gap="3">
        <Button onClick={onRetry}>
          <FormattedMessage id="errors.boundary.tryAgain" />
        </Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          <FormattedMessage id="errors.boundary.refresh" />
        </Button>
      </HStack>
    </VStack>
  );
}
