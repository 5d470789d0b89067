import { describe, expect, it } from 'vitest';
import { appendPage } from './paging';

const page = (ids: string[], hasNextPage: boolean, totalCount = 5) => ({
  __typename: 'AdminJobConnection' as const,
  edges: ids.map((id) => ({ node: { id } })),
  pageInfo: { hasNextPage, endCursor: ids.at(-1) ?? null },
  totalCount,
});

describe("the console's 'Load more'", () => {
  it('keeps the rows shown and adds the next page after them, with its pageInfo and count', () => {
    const merged = appendPage('adminJobs')({ adminJobs: page(['e', 'd'], true) }, { fetchMoreResult: { adminJobs: page(['c', 'b'], true, 6) } });
    expect(merged.adminJobs.edges.map((edge) => edge.node.id)).toEqual(['e', 'd', 'c', 'b']);
    expect(merged.adminJobs.pageInfo).toEqual({ hasNextPage: true, endCursor: 'b' });
    expect(merged.adminJobs.totalCount).toBe(6);
    const last = appendPage('adminJobs')(merged, { fetchMoreResult: { adminJobs: page(['a'], false) } });
    expect(last.adminJobs.edges.map((edge) => edge.node.id)).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect(last.adminJobs.pageInfo.hasNextPage).toBe(false);
  });
});
