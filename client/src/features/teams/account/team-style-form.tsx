import { Box, Button, Field, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormStack } from '../../../components/ui/form-stack';
import { toaster } from '../../../lib/toaster';
import { SetTeamStyleMutation, TeamConsistencyQuery } from '../api/team-consistency-operations';
import { teamErrorId } from '../api/team-errors';
import type { TeamFraming } from '../../../gql/graphql';

type Style = { backdrop: string; framing: TeamFraming } | null | undefined;

/** Admins fix the team style: a backdrop colour (the engine's solid backdrops, or any colour) and a framing. */
export function TeamStyleForm({ teamId, style, backdrops }: { teamId: string; style: Style; backdrops: readonly string[] }) {
  const intl = useIntl();
  const [backdrop, setBackdrop] = useState(style?.backdrop ?? backdrops[5] ?? '#1f2d4d');
  const [framing, setFraming] = useState<TeamFraming>(style?.framing === 'CHEST_UP' ? 'CHEST_UP' : 'HEAD_AND_SHOULDERS');
  const [save, { loading }] = useMutation(SetTeamStyleMutation, {
    refetchQueries: [{ query: TeamConsistencyQuery, variables: { id: teamId } }],
    awaitRefetchQueries: true,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save({ variables: { teamId, style: { backdrop, framing } } });
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'teams.style.saved' }) });
    } catch (e) {
      toaster.create({ type: 'error', title: intl.formatMessage({ id: teamErrorId(e, 'teams.style.failed') }) });
    }
  };

  return (
    <FormStack onSubmit={onSubmit} gap="4" data-testid="team-style-form">
      <Field.Root>
        <Field.Label>
          <FormattedMessage id="teams.style.backdrop" />
        </Field.Label>
        <HStack gap="2" wrap="wrap" role="radiogroup" aria-label={intl.formatMessage({ id: 'teams.style.backdrop' })}>
          {backdrops.map((hex) => (
            <Box
              as="button"
              key={hex}
              role="radio"
              aria-checked={backdrop === hex}
              aria-label={hex}
              onClick={(e: React.MouseEvent) => {
                e.preventDefault();
                setBackdrop(hex);
              }}
              w="8"
              h="8"
              borderRadius="full"
              bg={hex}
              borderWidth="2px"
              borderColor={backdrop === hex ? 'colorPalette.solid' : 'border'}
              outlineOffset="2px"
            />
          ))}
          <input type="color" aria-label={intl.formatMessage({ id: 'teams.style.customColour' })} value={backdrop} onChange={(e) => setBackdrop(e.currentTarget.value)} />
          <Box fontFamily="mono" fontSize="sm" data-testid="team-style-backdrop">
            {backdrop}
          </Box>
        </HStack>
      </Field.Root>
      <Stack gap="1">
        <Field.Root w="auto">
          <Field.Label htmlFor="teamFraming">
            <FormattedMessage id="teams.style.framing" />
          </Field.Label>
          <NativeSelect.Root size="md" width="auto" minW="48">
            <NativeSelect.Field id="teamFraming" value={framing} onChange={(e) => setFraming(e.currentTarget.value as TeamFraming)}>
              <option value={'HEAD_AND_SHOULDERS'}>{intl.formatMessage({ id: 'teams.style.headAndShoulders' })}</option>
              <option value={'CHEST_UP'}>{intl.formatMessage({ id: 'teams.style.chestUp' })}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Stack>
      <Button type="submit" loading={loading} alignSelf="start">
        <FormattedMessage id="teams.style.submit" />
      </Button>
    </FormStack>
  );
}
