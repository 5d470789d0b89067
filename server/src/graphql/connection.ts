import { ValidationError } from '@kadr/core/errors/app-error';
import type { Page } from '../lib/paging';
import { builder } from './builder';

/** Every connection counts its rows only when `totalCount` is asked for (an index-only count of the owner's rows). */
builder.globalConnectionField('totalCount', (t) =>
  t.int({ description: 'How many rows the whole list holds (counted only when asked for)', resolve: (connection) => connection.totalCount() }),
);

/** Lists page forwards only (`first` and `after`): keyset cursors over each list's sort, no offsets. */
export function forwardOnly(args: { last?: number | null; before?: string | null }) {
  if (args.last != null || args.before != null) {
    throw new ValidationError('This list pages forwards only: use `first` and `after`', [{ path: args.last != null ? 'last' : 'before', message: 'not supported' }]);
  }
}

/** A use case's page as a Relay connection. */
export function toConnection<T>(page: Page<T>, after: string | null | undefined, totalCount: () => Promise<number>) {
  return {
    edges: page.items.map((node, i) => ({ node, cursor: page.cursors[i] ?? '' })),
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: after != null,
      startCursor: page.cursors[0] ?? null,
      endCursor: page.cursors.at(-1) ?? null,
    },
    totalCount,
  };
}
