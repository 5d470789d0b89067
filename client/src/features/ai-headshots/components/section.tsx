import { Heading, Stack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** A titled part of a page: a <section> named by its h2. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack as="section" aria-labelledby={id} gap="4">
      <Heading as="h2" id={id} size={{ base: 'xl', md: '2xl' }}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
