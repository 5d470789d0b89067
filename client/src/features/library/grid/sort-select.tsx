import { NativeSelect } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { HeadshotSort } from '../../../gql/graphql';

/** Newest first or best identity match first. */
export function SortSelect({ value, onChange }: { value: HeadshotSort; onChange: (sort: HeadshotSort) => void }) {
  const intl = useIntl();
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={intl.formatMessage({ id: 'library.sort.label' })}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value as HeadshotSort)}
      >
        <option value="NEWEST">{intl.formatMessage({ id: 'library.sort.newest' })}</option>
        <option value="BEST_MATCH">{intl.formatMessage({ id: 'library.sort.bestMatch' })}</option>
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
