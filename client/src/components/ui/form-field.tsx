import { Field, Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormFieldProps extends Omit<InputProps, 'name'> {
  name: string;
  label: ReactNode;
  error?: ReactNode;
  helper?: ReactNode;
}

/**
 * A labelled input whose id and name are the field name, with its error or helper text. The field's `id` is
 * what its label points at (`ids.control` would name the wrapper, leaving the input without a label).
 */
export function FormField({ name, label, error, helper, required, ...input }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} id={name}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator color="red.fg" />}
      </Field.Label>
      <Input id={name} name={name} {...input} />
      {error ? <Field.ErrorText color="red.fg">{error}</Field.ErrorText> : helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}
