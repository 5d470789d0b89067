import { Badge, HStack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { AdminUserFieldsFragment } from '../../../gql/graphql';

/** Admin, deleted, disabled and unconfirmed markers of an account (none for an ordinary active one). */
export function UserStatus({ user }: { user: AdminUserFieldsFragment }) {
  return (
    <HStack gap="1" wrap="wrap">
      {user.deletedAt ? (
        <Badge colorPalette="gray"><FormattedMessage id="admin.deleteUser.badge" /></Badge>
      ) : user.disabledAt ? (
        <Badge colorPalette="red"><FormattedMessage id="admin.user.disabled" /></Badge>
      ) : (
        <Badge colorPalette="green"><FormattedMessage id="admin.user.active" /></Badge>
      )}
      {user.isAdmin && <Badge colorPalette="purple"><FormattedMessage id="admin.user.admin" /></Badge>}
      {!user.emailConfirmed && <Badge colorPalette="orange"><FormattedMessage id="admin.user.unconfirmed" /></Badge>}
    </HStack>
  );
}
