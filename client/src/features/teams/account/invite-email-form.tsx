import { Box, Button, Field } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../../components/ui/form-field';
import { FormStack } from '../../../components/ui/form-stack';
import type { TeamRole } from '../../../gql/graphql';
import { toaster } from '../../../lib/toaster';
import { InviteTeamMemberMutation } from '../api/team-mutations';
import { TeamDetailsQuery } from '../api/team-queries';
import { teamErrorId } from '../api/team-errors';
import { RoleSelect } from './role-select';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An invitation by email: only that address can accept it, once, within 7 days. */
export function InviteEmailForm({ teamId }: { teamId: string }) {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('member');
  const [error, setError] = useState<string>();
  const [invite, { loading }] = useMutation(InviteTeamMemberMutation, {
    refetchQueries: [{ query: TeamDetailsQuery, variables: { id: teamId } }],
    awaitRefetchQueries: true,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const valid = EMAIL.test(address);
    setError(valid ? undefined : intl.formatMessage({ id: 'auth.validation.emailInvalid' }));
    if (!valid) return;
    try {
      await invite({ variables: { teamId, email: address, role } });
      setEmail('');
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'teams.invite.sent' }, { email: address }) });
    } catch (e) {
      toaster.create({ type: 'error', title: intl.formatMessage({ id: teamErrorId(e, 'teams.errors.invite') }) });
    }
  };

  return (
    <FormStack onSubmit={onSubmit} direction="row" align="end" gap="3" wrap="wrap">
      <Box flex="1" minW="56">
        <FormField name="inviteEmail" type="email" autoComplete="off" label={intl.formatMessage({ id: 'teams.invite.email' })} value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={error} required />
      </Box>
      <Field.Root w="auto">
        <Field.Label htmlFor="inviteRole">
          <FormattedMessage id="teams.invite.role" />
        </Field.Label>
        <RoleSelect id="inviteRole" value={role} onChange={setRole} size="md" />
      </Field.Root>
      <Button type="submit" loading={loading}>
        <FormattedMessage id="teams.invite.submit" />
      </Button>
    </FormStack>
  );
}
