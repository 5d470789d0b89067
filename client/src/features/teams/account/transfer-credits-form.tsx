import { Box, Button } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../../components/ui/form-field';
import { FormStack } from '../../../components/ui/form-stack';
import { graphqlErrorCode } from '../../../lib/apollo/graphql-error';
import { toaster } from '../../../lib/toaster';
import { TransferTeamCreditsMutation } from '../api/team-mutations';
import { TeamDetailsQuery } from '../api/team-queries';
import { teamErrorId } from '../api/team-errors';

/** Admins move credits from their personal balance to the team's (never below zero: the server refuses). */
export function TransferCreditsForm({ teamId }: { teamId: string }) {
  const intl = useIntl();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const [transfer, { loading }] = useMutation(TransferTeamCreditsMutation, {
    refetchQueries: [{ query: TeamDetailsQuery, variables: { id: teamId } }],
    awaitRefetchQueries: true,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount);
    const valid = Number.isInteger(value) && value > 0;
    setError(valid ? undefined : intl.formatMessage({ id: 'teams.transfer.invalidAmount' }));
    if (!valid) return;
    try {
      await transfer({ variables: { teamId, amount: value } });
      setAmount('');
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'teams.transfer.done' }, { count: value }) });
    } catch (e) {
      const id = graphqlErrorCode(e) === 'INSUFFICIENT_CREDITS' ? 'teams.transfer.insufficient' : teamErrorId(e, 'teams.errors.transfer');
      toaster.create({ type: 'error', title: intl.formatMessage({ id }) });
    }
  };

  return (
    <FormStack onSubmit={onSubmit} direction="row" align="end" gap="3" wrap="wrap">
      <Box w="40">
        <FormField
          name="transferAmount"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          label={intl.formatMessage({ id: 'teams.transfer.amount' })}
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
          error={error}
          required
        />
      </Box>
      <Button type="submit" loading={loading}>
        <FormattedMessage id="teams.transfer.submit" />
      </Button>
    </FormStack>
  );
}
