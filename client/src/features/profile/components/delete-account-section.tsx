import { Card, Heading, List, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { DeleteAccountForm } from './delete-account-form';

const GOES = ['goesFiles', 'goesAccount', 'goesBilling'] as const;
const KEPT = ['keptPayments', 'keptRecords'] as const;

/**
 * Account → Profile, at the bottom: deleting the account (GDPR art. 17). What goes, what the law keeps, then the
 * password and the typed confirmation; the deletion starts at once and cannot be undone.
 */
export function DeleteAccountSection() {
  return (
    <Card.Root as="section" aria-labelledby="delete-account-title" borderColor="red.muted" maxW="2xl">
      <Card.Header>
        <Heading as="h2" size="lg" id="delete-account-title">
          <FormattedMessage id="profile.deleteAccount.title" />
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="5" textStyle="sm">
          <Text>
            <FormattedMessage id="profile.deleteAccount.lead" />
          </Text>
          <Stack gap="2">
            <Heading as="h3" size="sm">
              <FormattedMessage id="profile.deleteAccount.goesTitle" />
            </Heading>
            <List.Root ps="5" gap="1">
              {GOES.map((item) => (
                <List.Item key={item}>
                  <FormattedMessage id={`profile.deleteAccount.${item}`} />
                </List.Item>
              ))}
            </List.Root>
          </Stack>
          <Stack gap="2">
            <Heading as="h3" size="sm">
              <FormattedMessage id="profile.deleteAccount.keptTitle" />
            </Heading>
            <List.Root ps="5" gap="1">
              {KEPT.map((item) => (
                <List.Item key={item}>
                  <FormattedMessage id={`profile.deleteAccount.${item}`} />
                </List.Item>
              ))}
            </List.Root>
          </Stack>
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="profile.deleteAccount.teamNote" />
          </Text>
          <DeleteAccountForm />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
