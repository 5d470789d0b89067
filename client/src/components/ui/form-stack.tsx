import { Stack, type StackProps } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

/** A vertical <form> with browser validation off (messages come from our validators, in the UI language). */
export function FormStack({ onSubmit, children, ...stack }: Omit<StackProps, 'onSubmit'> & { onSubmit: (event: FormEvent<HTMLFormElement>) => void; children: ReactNode }) {
  return (
    <Stack gap="4" asChild {...stack}>
      <form noValidate onSubmit={onSubmit}>
        {children}
      </form>
    </Stack>
  );
}
