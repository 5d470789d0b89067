import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import possibleTypes from '../../../gql/possible-types';
import { pagedListPolicies } from '../../../lib/apollo/create-client';
import { readConnection } from '../../../lib/apollo/use-paged-connection';
import { MyPhotosQuery } from '../api/library-queries';
import { removeFromPages } from '../api/remove-from-pages';
import { selectedIn, toggled } from './use-selection';
import { columnsFor, estimateRowHeight, rowSlice } from './virtual-rows';

const image = (id: string) => ({
  __typename: 'HeadshotImage', id, imageUrl: `/files/${id}.jpg`, thumbnailUrl: `/files/${id}-thumb.jpg`, identityScore: null, identityFlagged: false,
  preview: false, likeness: null, mayNotLookLikeYou: false, usable: true, unusableReason: null, isFavorite: false, createdAt: '2026-06-01T12:00:00.000Z',
});
const ids = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `p${from + i}`);
const page = (names: string[], hasNextPage: boolean, totalCount: number) => ({
  __typename: 'HeadshotImageConnection',
  edges: names.map((id) => ({ __typename: 'HeadshotImageEdge', cursor: `c-${id}`, node: image(id) })),
  pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: `c-${names.at(-1)}` },
  totalCount,
});

describe('a selection across pages', () => {
  it('keeps picks by id as pages load, and deletes exactly the picked images of every page', () => {
    const apollo = new ApolloClient({ cache: new InMemoryCache({ possibleTypes: possibleTypes.possibleTypes, typePolicies: pagedListPolicies }), link: ApolloLink.empty() });
    const variables = { sort: 'NEWEST' as const };
    const loaded = () => readConnection(apollo.cache.readQuery({ query: MyPhotosQuery, variables })!.generatedImages);
    const loadedIds = () => loaded().nodes!.map((node) => node.id);
    apollo.cache.writeQuery({ query: MyPhotosQuery, variables, data: { generatedImages: page(ids(0, 50), true, 120) } as never });

    // Two on the first page; one of them picked and unpicked again.
    let picked = toggled(toggled(toggled(new Set(), 'p3'), 'p10'), 'p49');
    picked = toggled(picked, 'p10');
    expect(selectedIn(loadedIds(), picked)).toEqual(['p3', 'p49']);

    // The next page loads (the grid scrolled to its end); an image on it is picked; the first page's picks stay.
    apollo.cache.writeQuery({ query: MyPhotosQuery, variables: { ...variables, after: 'c-p49' }, data: { generatedImages: page(ids(50, 100), true, 120) } as never });
    picked = toggled(picked, 'p77');
    expect(selectedIn(loadedIds(), picked)).toEqual(['p3', 'p49', 'p77']);

    // A pick not loaded (another sort's image) is not part of the selection until its page loads.
    picked = toggled(picked, 'p110');
    expect(selectedIn(loadedIds(), picked)).toEqual(['p3', 'p49', 'p77']);

    // "Select all loaded": the 100 loaded, not the 20 of the page not loaded yet.
    expect(selectedIn(loadedIds(), new Set(loadedIds()))).toHaveLength(100);

    // The bulk delete takes exactly the selection out of both pages; the cursor and the rest stay.
    const deleted = selectedIn(loadedIds(), picked);
    removeFromPages(apollo, ['generatedImages'], deleted);
    expect(loadedIds()).toHaveLength(97);
    expect(loadedIds().filter((id) => deleted.includes(id))).toEqual([]);
    expect(loadedIds()).toEqual(ids(0, 100).filter((id) => !['p3', 'p49', 'p77'].includes(id)));
    expect(loaded()).toMatchObject({ hasMore: true, endCursor: 'c-p99', totalCount: 117 });
    expect(selectedIn(loadedIds(), picked)).toEqual([]);
  });
});

describe('the virtualized grid rows', () => {
  it('has as many columns as CSS auto-fill with 170 px tiles, two on a phone', () => {
    expect(columnsFor(1104, 16, false)).toBe(6);
    expect(columnsFor(1000, 16, false)).toBe(5);
    expect(columnsFor(169, 12, false)).toBe(1);
    expect(columnsFor(352, 12, false)).toBe(2);
    expect(columnsFor(351, 12, false)).toBe(1);
    expect(columnsFor(360, 12, true)).toBe(2);
  });

  it('cuts the images into rows, the last one short', () => {
    const items = ids(0, 14);
    expect(rowSlice(items, 0, 6)).toEqual({ first: 0, items: ids(0, 6) });
    expect(rowSlice(items, 2, 6)).toEqual({ first: 12, items: ['p12', 'p13'] });
    expect(rowSlice(items, 3, 6).items).toEqual([]);
  });

  it('estimates a row as a square tile with its borders and the line under it', () => {
    expect(estimateRowHeight(1104, 16, 6, 28)).toBe(Math.round((1104 - 80) / 6 + 32));
  });
});
