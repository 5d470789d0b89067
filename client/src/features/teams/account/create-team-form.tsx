import { Box, Button } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../../components/ui/form-field';
import { FormStack } from '../../../components/ui/form-stack';
import { toaster } from '../../../lib/toaster';
import { CreateTeamMutation } from '../api/team-mutations';
import { MyTeamsQuery } from '../api/team-queries';
import { teamErrorId } from '../api/team-errors';

/** A new team by name; its creator is its admin. */
export function CreateTeamForm({ onCreated }: { onCreated: (teamId: string) => void }) {
  const intl = useIntl();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [create, { loading }] = useMutation(CreateTeamMutation, { refetchQueries: [MyTeamsQuery], awaitRefetchQueries: true });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    setError(trimmed ? undefined : intl.formatMessage({ id: 'teams.create.nameRequired' }));
    if (!trimmed) return;
    try {
      const { data } = await create({ variables: { name: trimmed } });
      setName('');
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'teams.create.created' }, { name: trimmed }) });
      if (data) onCreated(data.createTeam.id);
    } catch (e) {
      toaster.create({ type: 'error', title: intl.formatMessage({ id: teamErrorId(e, 'teams.errors.create') }) });
    }
  };

  return (
    <FormStack onSubmit={onSubmit} direction="row" align="end" gap="3" wrap="wrap">
      <Box flex="1" minW="56">
        <FormField
        name="teamName"
        label={intl.formatMessage({ id: 'teams.create.name' })}
        value={name}
        maxLength={80}
        onChange={(e) => setName(e.currentTarget.value)}
        error={error}
        required
        />
      </Box>
      <Button type="submit" loading={loading}>
        <FormattedMessage id="teams.create.submit" />
      </Button>
    </FormStack>
  );
}
