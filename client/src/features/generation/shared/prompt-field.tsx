import { Field, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PromptFieldProps {
  name: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  helper?: ReactNode;
  placeholder?: string;
  required?: boolean;
}

/** A labelled multi-line prompt with its error or helper text (same shape as FormField). */
export function PromptField({ name, label, value, onChange, error, helper, placeholder, required }: PromptFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} id={name}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator color="red.fg" />}
      </Field.Label>
      <Textarea id={name} name={name} value={value} rows={3} maxLength={1000} placeholder={placeholder} onChange={(e) => onChange(e.currentTarget.value)} />
      {error ? <Field.ErrorText color="red.fg">{error}</Field.ErrorText> : helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}
