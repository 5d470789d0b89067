import { Button, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import { AppLink } from '../../../components/ui/app-link';
import { DataTable } from '../../../components/ui/data-table';
import { formatDate } from '../../../lib/intl/format';
import { AdminUsersQuery } from '../api/admin-queries';
import { ListState } from '../shared/list-state';
import { orUndefined, useFilters } from '../shared/use-filters';
import { usePagedList } from '../shared/use-paged-list';
import { UserStatus } from './user-status';

const columns = ['name', 'email', 'balance', 'status', 'created'] as const;

/** Search by a part of the email or name; the matches newest first, with their total, a page at a time. */
export function UserSearch() {
  const intl = useIntl();
  const { code } = useLanguage();
  const { values, set } = useFilters(['search'] as const);
  const [text, setText] = useState(values.search);
  const { page, listState } = usePagedList(AdminUsersQuery, 'adminUsers', { search: orUndefined(values.search) });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    set({ search: text.trim() });
  };

  return (
    <Stack gap="4">
      <HStack as="form" role="search" onSubmit={onSubmit} gap="2" wrap="wrap" align="end">
        <Input
          type="search"
          name="search"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          placeholder={intl.formatMessage({ id: 'admin.users.searchPlaceholder' })}
          aria-label={intl.formatMessage({ id: 'admin.users.search' })}
          maxW="md"
        />
        <Button type="submit">
          <FormattedMessage id="admin.users.searchSubmit" />
        </Button>
      </HStack>
      {page && (
        <Text fontSize="sm" color="fg.muted" data-testid="admin-users-total">
          <FormattedMessage id="admin.users.total" values={{ count: page.totalCount, shown: page.items.length }} />
        </Text>
      )}
      <ListState {...listState} emptyId="admin.users.empty">
        <DataTable messages="admin.users" columns={columns} endColumns={['balance']}>
          {page?.items.map((u) => (
            <Table.Row key={u.id} data-testid="admin-user-row">
              <Table.Cell>
                <AppLink screen="adminUsers" search={`?user=${encodeURIComponent(u.id)}`} fontWeight="medium">
                  {u.fullName || u.email}
                </AppLink>
              </Table.Cell>
              <Table.Cell overflowWrap="anywhere">{u.email}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                <FormattedMessage id="common.credits.count" values={{ count: u.creditsBalance }} />
              </Table.Cell>
              <Table.Cell>
                <UserStatus user={u} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(u.createdAt, code)}</Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      </ListState>
    </Stack>
  );
}
