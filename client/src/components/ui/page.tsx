import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PageProps {
  title: ReactNode;
  lead?: ReactNode;
  width?: 'sm' | 'md' | 'lg' | 'xl' | '4xl' | '6xl';
  children?: ReactNode;
}

/** Standard page frame: one h1, an optional lead paragraph, then content. */
export function Page({ title, lead, width = '4xl', children }: PageProps) {
  return (
    <Container maxW={width} py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          {lead && <Text color="fg.muted" fontSize="lg">{lead}</Text>}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
