import { Field, Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormFieldProps extends Omit<InputProps, 'name'> {
  name: string;
  label: ReactNode;
  error?: ReactNode;
  helper?: ReactNode;
}

/** A labelled input whose id and name are the field name, with its error or helper text. */
export function FormField({ name, label, error, helper, required, ...input }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} ids={{ control: name }}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input id={name} name={name} {...input} />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}
