import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { CenteredSpinner } from '../../../components/ui/centered-spinner';
import { FormAlert } from '../../../components/ui/form-alert';
import { EmptyState } from './empty-state';

interface ListStateProps {
  loading: boolean;
  error: unknown;
  count: number | undefined;
  emptyId: string;
  hasMore: boolean;
  onMore: () => void;
  children: ReactNode;
}

/** A console list's frame: the spinner, the load failure, the empty state, the rows and "Load more". */
export function ListState({ loading, error, count, emptyId, hasMore, onMore, children }: ListStateProps) {
  if (count === undefined) {
    if (error) return <FormAlert><FormattedMessage id="admin.list.loadFailed" /></FormAlert>;
    return loading ? <CenteredSpinner /> : null;
  }
  if (count === 0) return <EmptyState id={emptyId} />;
  return (
    <>
      {children}
      {hasMore && (
        <Button variant="outline" alignSelf="start" onClick={onMore} loading={loading}>
          <FormattedMessage id="admin.list.more" />
        </Button>
      )}
    </>
  );
}
