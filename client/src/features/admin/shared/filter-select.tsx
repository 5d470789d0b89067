import { Field, NativeSelect } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

interface FilterSelectProps {
  name: string;
  label: string;
  value: string;
  values: readonly string[];
  /** Message id of one value, e.g. (v) => `admin.jobKind.${v}`. */
  valueLabel: (value: string) => string;
  onChange: (value: string) => void;
}

/** A labelled select of a list filter; the first choice ("All") clears it. */
export function FilterSelect({ name, label, value, values, valueLabel, onChange }: FilterSelectProps) {
  return (
    <Field.Root w={{ base: 'full', sm: '56' }}>
      <Field.Label htmlFor={name}>
        <FormattedMessage id={label} />
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field id={name} name={name} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          <FormattedMessage id="admin.filter.all">{(text) => <option value="">{text}</option>}</FormattedMessage>
          {values.map((v) => (
            <FormattedMessage key={v} id={valueLabel(v)}>
              {(text) => <option value={v}>{text}</option>}
            </FormattedMessage>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
