import { chakra, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: ReactNode;
}

/** A native checkbox with a real <label>, so it is reachable by label in tests and screen readers. */
export function CheckboxField({ name, label, checked, onChange, error }: CheckboxFieldProps) {
  return (
    <Stack gap="1">
      <HStack align="start" gap="2">
        <chakra.input
          type="checkbox"
          id={name}
          name={name}
          checked={checked}
          onChange={(e) => onChange(e.currentTarget.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${name}-error` : undefined}
          mt="1"
          boxSize="4"
          accentColor="blue.solid"
        />
        <chakra.label htmlFor={name} fontSize="sm">
          {label}
        </chakra.label>
      </HStack>
      {error && (
        <Text id={`${name}-error`} color="red.fg" textStyle="xs">
          {error}
        </Text>
      )}
    </Stack>
  );
}
