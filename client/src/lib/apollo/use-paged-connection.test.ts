import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import possibleTypes from '../../gql/possible-types';
import { FavoritesQuery, MyPhotosQuery } from '../../features/library/api/library-queries';
import { VideosQuery } from '../../features/videos';
import { pagedListPolicies } from './create-client';
import { nextPageVariables, readConnection } from './use-paged-connection';

const image = (id: string) => ({
  __typename: 'HeadshotImage',
  id,
  imageUrl: `/files/${id}.jpg`,
  thumbnailUrl: `/files/${id}-thumb.jpg`,
  identityScore: null,
  identityFlagged: false,
  preview: false,
  likeness: null,
  mayNotLookLikeYou: false,
  usable: true,
  unusableReason: null,
  isFavorite: false,
  createdAt: '2026-06-01T12:00:00.000Z',
});
const video = (id: string, status = 'succeeded') => ({
  __typename: 'Video', id, jobId: null, status, prompt: 'p', style: 'professional', durationSec: 3, quality: 'standard',
  sourceImageId: null, videoUrl: null, posterUrl: null, width: null, height: null, errorMessage: null, createdAt: '2026-06-01T12:00:00.000Z',
});
const page = <T extends { id: string }>(typename: string, nodes: T[], hasNextPage: boolean, totalCount: number) => ({
  __typename: typename,
  edges: nodes.map((node) => ({ __typename: typename.replace('Connection', 'Edge'), cursor: `c-${node.id}`, node })),
  pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: nodes.length ? `c-${nodes.at(-1)!.id}` : null },
  totalCount,
});
const ids = (nodes: { id: string }[] | undefined) => nodes?.map((node) => node.id);

function client() {
  return new ApolloClient({ cache: new InMemoryCache({ possibleTypes: possibleTypes.possibleTypes, typePolicies: pagedListPolicies }), link: ApolloLink.empty() });
}

describe('readConnection and nextPageVariables (usePagedConnection)', () => {
  it('reads the nodes in order, whether there is more, the cursor and the count', () => {
    const read = readConnection(page('HeadshotImageConnection', [image('a'), image('b')], true, 5));
    expect(ids(read.nodes)).toEqual(['a', 'b']);
    expect(read).toMatchObject({ hasMore: true, endCursor: 'c-b', totalCount: 5 });
  });

  it('reads a list not loaded (or failed) as nothing, with no next page', () => {
    expect(readConnection(undefined)).toEqual({ nodes: undefined, hasMore: false, endCursor: null, totalCount: undefined });
    expect(nextPageVariables({ sort: 'NEWEST' }, readConnection(null))).toBeNull();
  });

  it("asks for the page after the last cursor with the list's own arguments, and for nothing at the end", () => {
    expect(nextPageVariables({ sort: 'BEST_MATCH', looksLikeMe: true }, { hasMore: true, endCursor: 'c-9' })).toEqual({ sort: 'BEST_MATCH', looksLikeMe: true, after: 'c-9' });
    expect(nextPageVariables(undefined, { hasMore: true, endCursor: 'c-9' })).toEqual({ after: 'c-9' });
    expect(nextPageVariables({ sort: 'NEWEST' }, { hasMore: false, endCursor: 'c-9' })).toBeNull();
    expect(nextPageVariables({ sort: 'NEWEST' }, { hasMore: true, endCursor: null })).toBeNull();
  });
});

describe('pages merged in the cache, as usePagedConnection reads them', () => {
  it('appends the photo pages under one list per sort and filter, with the latest count', () => {
    const apollo = client();
    const write = (variables: object, data: object) => apollo.cache.writeQuery({ query: MyPhotosQuery, variables, data: { generatedImages: data } as never });
    write({ sort: 'NEWEST' }, page('HeadshotImageConnection', [image('a'), image('b')], true, 4));
    write({ sort: 'NEWEST', after: 'c-b' }, page('HeadshotImageConnection', [image('c'), image('d')], false, 4));
    write({ sort: 'BEST_MATCH' }, page('HeadshotImageConnection', [image('d'), image('a')], true, 4));
    write({ sort: 'NEWEST', looksLikeMe: true }, page('HeadshotImageConnection', [image('b')], false, 1));

    const newest = readConnection(apollo.cache.readQuery({ query: MyPhotosQuery, variables: { sort: 'NEWEST' } })!.generatedImages);
    expect(ids(newest.nodes)).toEqual(['a', 'b', 'c', 'd']);
    expect(newest).toMatchObject({ hasMore: false, endCursor: 'c-d', totalCount: 4 });
    const best = readConnection(apollo.cache.readQuery({ query: MyPhotosQuery, variables: { sort: 'BEST_MATCH' } })!.generatedImages);
    expect(ids(best.nodes)).toEqual(['d', 'a']);
    expect(nextPageVariables({ sort: 'BEST_MATCH' }, best)).toEqual({ sort: 'BEST_MATCH', after: 'c-a' });
    const likeMe = readConnection(apollo.cache.readQuery({ query: MyPhotosQuery, variables: { sort: 'NEWEST', looksLikeMe: true } })!.generatedImages);
    expect(ids(likeMe.nodes)).toEqual(['b']);
    expect(likeMe.totalCount).toBe(1);
  });

  it('appends the favorites and the videos pages the same way', () => {
    const apollo = client();
    apollo.cache.writeQuery({ query: FavoritesQuery, data: { favorites: page('FavoriteConnection', [image('a')], true, 2) } as never });
    apollo.cache.writeQuery({ query: FavoritesQuery, variables: { after: 'c-a' }, data: { favorites: page('FavoriteConnection', [image('b')], false, 2) } as never });
    const favorites = readConnection(apollo.cache.readQuery({ query: FavoritesQuery })!.favorites);
    expect(ids(favorites.nodes)).toEqual(['a', 'b']);
    expect(favorites).toMatchObject({ hasMore: false, totalCount: 2 });

    apollo.cache.writeQuery({ query: VideosQuery, data: { videos: page('VideoConnection', [video('v1'), video('v2', 'failed')], true, 3) } as never });
    apollo.cache.writeQuery({ query: VideosQuery, variables: { after: 'c-v2' }, data: { videos: page('VideoConnection', [video('v3')], false, 3) } as never });
    const videos = readConnection(apollo.cache.readQuery({ query: VideosQuery })!.videos);
    expect(ids(videos.nodes)).toEqual(['v1', 'v2', 'v3']);
    expect(videos).toMatchObject({ hasMore: false, totalCount: 3 });
  });
});
