import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function FormAlert({ status = 'error', title, children }: { status?: 'error' | 'success' | 'info' | 'warning'; title?: ReactNode; children?: ReactNode }) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Content>
        {title && <Alert.Title>{title}</Alert.Title>}
        {children && <Alert.Description>{children}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
