import { Box, Button, Fieldset, HStack, RadioGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { FormStack } from '../../../components/ui/form-stack';
import { useAppQuery } from '../../../lib/apollo/use-app-query';
import { useCurrentTeam } from '../../teams';
import { ApiKeysQuery, ApiScopesQuery, CreateApiKeyMutation } from '../api/api-key-operations';
import { apiErrorId, scopeDescription, wordKey } from '../shared';

interface Problems {
  name?: string;
  scopes?: string;
  expires?: string;
}

/** The end of the chosen day in the user's time zone; undefined when no expiry was chosen. */
const endOfDay = (day: string) => (day ? new Date(`${day}T23:59:59`) : undefined);

/** A new key: a name, its scopes, an optional expiry, and whose credits it spends (personal, or the current team for its admins). */
export function CreateApiKeyForm({ onCreated }: { onCreated: (key: string) => void }) {
  const intl = useIntl();
  const { data } = useAppQuery(ApiScopesQuery);
  const { team } = useCurrentTeam();
  const teamAdmin = team?.viewerRole === 'admin' ? team : null;
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const [expires, setExpires] = useState('');
  const [owner, setOwner] = useState<'personal' | 'team'>('personal');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string>();
  const [create, { loading }] = useMutation(CreateApiKeyMutation, { refetchQueries: [ApiKeysQuery], awaitRefetchQueries: true });

  const toggle = (scope: string, on: boolean) => setScopes((s) => (on ? [...s, scope] : s.filter((x) => x !== scope)));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const expiresAt = endOfDay(expires);
    const next: Problems = {
      name: name.trim().length >= 1 && name.trim().length <= 80 ? undefined : intl.formatMessage({ id: 'api.create.nameInvalid' }),
      scopes: scopes.length > 0 ? undefined : intl.formatMessage({ id: 'api.create.scopesRequired' }),
      expires: !expiresAt || expiresAt.getTime() > Date.now() ? undefined : intl.formatMessage({ id: 'api.create.expiresPast' }),
    };
    setProblems(next);
    setFailure(undefined);
    if (next.name || next.scopes || next.expires) return;
    try {
      const result = await create({
        variables: { name: name.trim(), scopes, expiresAt: expiresAt?.toISOString(), teamId: owner === 'team' && teamAdmin ? teamAdmin.id : undefined },
      });
      if (result.data) onCreated(result.data.createApiKey.key);
      setName('');
      setScopes([]);
      setExpires('');
    } catch (e) {
      setFailure(intl.formatMessage({ id: apiErrorId(e, 'api.create.failed') }));
    }
  };

  return (
    <Box borderWidth="1px" borderRadius="l2" p={{ base: '4', md: '5' }}>
      <FormStack onSubmit={(e) => void onSubmit(e)}>
        <Text fontWeight="semibold">
          <FormattedMessage id="api.create.title" />
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField name="apiKeyName" label={intl.formatMessage({ id: 'api.create.name' })} value={name} onChange={(e) => setName(e.currentTarget.value)} error={problems.name} maxLength={80} required />
          <FormField
            name="apiKeyExpires"
            type="date"
            label={intl.formatMessage({ id: 'api.create.expires' })}
            helper={intl.formatMessage({ id: 'api.create.expiresHelp' })}
            value={expires}
            onChange={(e) => setExpires(e.currentTarget.value)}
            error={problems.expires}
          />
        </SimpleGrid>
        <Fieldset.Root invalid={Boolean(problems.scopes)}>
          <Fieldset.Legend>
            <FormattedMessage id="api.create.scopes" />
          </Fieldset.Legend>
          <Stack gap="2" mt="2">
            {data?.apiScopes.map((s) => (
              <CheckboxField
                key={s.scope}
                name={`scope-${wordKey(s.scope)}`}
                checked={scopes.includes(s.scope)}
                onChange={(on) => toggle(s.scope, on)}
                label={
                  <FormattedMessage
                    id="api.common.termMeaning"
                    values={{ term: <Text as="span" fontFamily="mono" fontWeight="medium">{s.scope}</Text>, meaning: scopeDescription(intl, s.scope, s.description) }}
                  />
                }
              />
            ))}
          </Stack>
          {problems.scopes && <Fieldset.ErrorText color="red.fg">{problems.scopes}</Fieldset.ErrorText>}
        </Fieldset.Root>
        {teamAdmin && (
          <Fieldset.Root>
            <Fieldset.Legend>
              <FormattedMessage id="api.create.owner" />
            </Fieldset.Legend>
            <RadioGroup.Root value={owner} onValueChange={(e) => setOwner(e.value === 'team' ? 'team' : 'personal')} mt="2">
              <HStack gap="6" wrap="wrap">
                {(['personal', 'team'] as const).map((o) => (
                  <RadioGroup.Item key={o} value={o}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>
                      <FormattedMessage id={`api.create.owner${o === 'team' ? 'Team' : 'Personal'}`} values={{ team: teamAdmin.name }} />
                    </RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </HStack>
            </RadioGroup.Root>
          </Fieldset.Root>
        )}
        {failure && <FormAlert>{failure}</FormAlert>}
        <Button type="submit" alignSelf="start" loading={loading}>
          <FormattedMessage id="api.create.submit" />
        </Button>
      </FormStack>
    </Box>
  );
}
