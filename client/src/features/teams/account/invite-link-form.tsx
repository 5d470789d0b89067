import { Box, Button, Field, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../../components/ui/form-field';
import { FormStack } from '../../../components/ui/form-stack';
import type { TeamRole } from '../../../gql/graphql';
import { toaster } from '../../../lib/toaster';
import { CreateTeamInviteLinkMutation } from '../api/team-mutations';
import { TeamDetailsQuery } from '../api/team-queries';
import { teamErrorId } from '../api/team-errors';
import { CreatedLink } from './created-link';
import { RoleSelect } from './role-select';

const EXPIRY_DAYS = [1, 7, 30, 90] as const;
const DAY_MS = 86_400_000;

/** An invite link: a role, an expiry (7 days unless chosen), an optional use limit and email domain. */
export function InviteLinkForm({ teamId }: { teamId: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [role, setRole] = useState<TeamRole>('member');
  const [days, setDays] = useState<number>(7);
  const [maxUses, setMaxUses] = useState('');
  const [domain, setDomain] = useState('');
  const [errors, setErrors] = useState<{ maxUses?: string; domain?: string }>({});
  const [url, setUrl] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateTeamInviteLinkMutation, {
    refetchQueries: [{ query: TeamDetailsQuery, variables: { id: teamId } }],
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const uses = maxUses.trim() ? Number(maxUses) : null;
    const allowedDomain = domain.trim().replace(/^@/, '').toLowerCase() || null;
    const found = {
      maxUses: uses !== null && !(Number.isInteger(uses) && uses >= 1 && uses <= 1000) ? t('teams.inviteLink.maxUsesInvalid') : undefined,
      domain: allowedDomain && !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(allowedDomain) ? t('teams.inviteLink.domainInvalid') : undefined,
    };
    setErrors(found);
    if (found.maxUses || found.domain) return;
    try {
      const expiresAt = new Date(Date.now() + days * DAY_MS).toISOString();
      const { data } = await create({ variables: { teamId, role, expiresAt, maxUses: uses, allowedDomain } });
      if (data) setUrl(data.createTeamInviteLink.url);
    } catch (e) {
      toaster.create({ type: 'error', title: intl.formatMessage({ id: teamErrorId(e, 'teams.errors.inviteLink') }) });
    }
  };

  return (
    <Stack gap="4">
      <FormStack onSubmit={onSubmit} gap="3">
        <HStack gap="3" wrap="wrap" align="start">
          <Field.Root w="auto">
            <Field.Label htmlFor="linkRole">
              <FormattedMessage id="teams.invite.role" />
            </Field.Label>
            <RoleSelect id="linkRole" value={role} onChange={setRole} size="md" />
          </Field.Root>
          <Field.Root w="auto">
            <Field.Label htmlFor="linkExpiry">
              <FormattedMessage id="teams.inviteLink.expiry" />
            </Field.Label>
            <NativeSelect.Root size="md" width="auto" minW="32">
              <NativeSelect.Field id="linkExpiry" value={days} onChange={(e) => setDays(Number(e.currentTarget.value))}>
                {EXPIRY_DAYS.map((d) => (
                  <option key={d} value={d}>
                    {intl.formatMessage({ id: 'teams.inviteLink.days' }, { count: d })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Box w="36">
            <FormField name="linkMaxUses" type="number" inputMode="numeric" min={1} max={1000} label={t('teams.inviteLink.maxUses')} helper={t('teams.inviteLink.maxUsesHelper')} value={maxUses} onChange={(e) => setMaxUses(e.currentTarget.value)} error={errors.maxUses} />
          </Box>
          <Box flex="1" minW="48">
            <FormField name="linkDomain" label={t('teams.inviteLink.domain')} helper={t('teams.inviteLink.domainHelper')} value={domain} onChange={(e) => setDomain(e.currentTarget.value)} error={errors.domain} />
          </Box>
        </HStack>
        <Button type="submit" loading={loading} alignSelf="start">
          <FormattedMessage id="teams.inviteLink.submit" />
        </Button>
      </FormStack>
      {url && <CreatedLink url={url} />}
    </Stack>
  );
}
