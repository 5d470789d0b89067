import { NativeSelect } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { TeamRole } from '../../../gql/graphql';

/** Admin or member, as a native select (keyboard and screen readers for free). */
export function RoleSelect({ id, value, onChange, label, disabled, size = 'sm' }: { id: string; value: TeamRole; onChange: (role: TeamRole) => void; label?: string; disabled?: boolean; size?: 'sm' | 'md' }) {
  const intl = useIntl();
  return (
    <NativeSelect.Root size={size} width="auto" minW="32" disabled={disabled}>
      <NativeSelect.Field id={id} value={value} aria-label={label} onChange={(e) => onChange(e.currentTarget.value as TeamRole)}>
        {(['member', 'admin'] as const).map((role) => (
          <option key={role} value={role}>
            {intl.formatMessage({ id: `teams.role.${role}` })}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
