import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import possibleTypes from '../../../gql/possible-types';
import { pagedListPolicies } from '../../../lib/apollo/create-client';
import { VideosQuery } from '../../videos';
import { CreateCollectionMutation } from './collection-mutations';
import { CollectionsQuery, FavoritesQuery, MyPhotosQuery } from './library-queries';
import { prependToPages, removeFromPages } from './remove-from-pages';

// With their __typename, as Apollo writes them (the generated types leave it out).
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
  isFavorite: true,
  createdAt: '2026-06-01T12:00:00.000Z',
});
const video = (id: string) => ({
  __typename: 'Video',
  id,
  jobId: null,
  status: 'succeeded',
  prompt: 'p',
  style: 'professional',
  durationSec: 3,
  quality: 'standard',
  sourceImageId: null,
  videoUrl: null,
  posterUrl: null,
  width: null,
  height: null,
  errorMessage: null,
  createdAt: '2026-06-01T12:00:00.000Z',
});
const collection = (id: string) => ({
  __typename: 'Collection',
  id,
  name: `Collection ${id}`,
  description: null,
  itemCount: 0,
  coverUrl: null,
  createdAt: '2026-06-01T12:00:00.000Z',
  updatedAt: '2026-06-01T12:00:00.000Z',
});
const page = <T extends { id: string }>(typename: string, nodes: T[], hasNextPage: boolean) => ({
  __typename: typename,
  edges: nodes.map((node) => ({ __typename: typename.replace('Connection', 'Edge'), cursor: `c-${node.id}`, node })),
  pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: `c-${nodes.at(-1)!.id}` },
  totalCount: 10,
});

function client() {
  return new ApolloClient({ cache: new InMemoryCache({ possibleTypes: possibleTypes.possibleTypes, typePolicies: pagedListPolicies }), link: ApolloLink.empty() });
}

describe('paged lists in the cache', () => {
  it('appends the favorites pages and takes removed images out of every loaded page, keeping where the next page starts', () => {
    const apollo = client();
    apollo.cache.writeQuery({ query: FavoritesQuery, data: { favorites: page('FavoriteConnection', [image('a'), image('b')], true) } as never });
    apollo.cache.writeQuery({ query: FavoritesQuery, variables: { after: 'c-b' }, data: { favorites: page('FavoriteConnection', [image('c'), image('d')], true) } as never });
    const read = () => apollo.cache.readQuery({ query: FavoritesQuery })!.favorites;
    expect(read().edges.map((edge) => edge.node.id)).toEqual(['a', 'b', 'c', 'd']);

    // One from the first page and one from the second, as a selection across pages.
    removeFromPages(apollo, ['favorites'], ['b', 'd']);
    expect(read().edges.map((edge) => edge.node.id)).toEqual(['a', 'c']);
    expect(read().pageInfo).toMatchObject({ hasNextPage: true, endCursor: 'c-d' });
    // The whole list's count loses the two.
    expect(read().totalCount).toBe(8);
  });

  it('takes a deleted photo out of the photo lists of every sort and out of the favorites', () => {
    const apollo = client();
    for (const sort of ['NEWEST', 'BEST_MATCH'] as const) {
      apollo.cache.writeQuery({ query: MyPhotosQuery, variables: { sort }, data: { generatedImages: { ...page('HeadshotImageConnection', [image('a'), image('b')], false), totalCount: 2 } } as never });
    }
    apollo.cache.writeQuery({ query: FavoritesQuery, data: { favorites: page('FavoriteConnection', [image('b')], false) } as never });
    removeFromPages(apollo, ['generatedImages', 'favorites'], ['b']);
    for (const sort of ['NEWEST', 'BEST_MATCH'] as const) {
      expect(apollo.cache.readQuery({ query: MyPhotosQuery, variables: { sort } })!.generatedImages.edges.map((edge) => edge.node.id)).toEqual(['a']);
      expect(apollo.cache.readQuery({ query: MyPhotosQuery, variables: { sort } })!.generatedImages.totalCount).toBe(1);
    }
    expect(apollo.cache.readQuery({ query: FavoritesQuery })!.favorites.edges).toEqual([]);
  });

  it('leaves an evicted video out of every loaded page of videos', () => {
    const apollo = client();
    apollo.cache.writeQuery({ query: VideosQuery, data: { videos: page('VideoConnection', [video('v1'), video('v2')], true) } as never });
    apollo.cache.writeQuery({ query: VideosQuery, variables: { after: 'c-v2' }, data: { videos: page('VideoConnection', [video('v3')], false) } as never });
    const ids = () => apollo.cache.readQuery({ query: VideosQuery })!.videos.edges.map((edge) => edge.node.id);
    expect(ids()).toEqual(['v1', 'v2', 'v3']);
    apollo.cache.evict({ id: apollo.cache.identify({ __typename: 'Video', id: 'v3' }) });
    apollo.cache.evict({ id: apollo.cache.identify({ __typename: 'Video', id: 'v1' }) });
    apollo.cache.gc();
    expect(ids()).toEqual(['v2']);
  });

  it('puts a new collection on top of the loaded pages and takes a deleted one out, keeping where the next page starts', () => {
    const apollo = client();
    apollo.cache.writeQuery({ query: CollectionsQuery, data: { collections: page('CollectionConnection', [collection('k1'), collection('k2')], true) } as never });
    apollo.cache.writeQuery({ query: CollectionsQuery, variables: { after: 'c-k2' }, data: { collections: page('CollectionConnection', [collection('k3')], true) } as never });
    const read = () => apollo.cache.readQuery({ query: CollectionsQuery })!.collections;
    expect(read().edges.map((edge) => edge.node.id)).toEqual(['k1', 'k2', 'k3']);

    // The mutation's answer is in the cache (normalized), then it heads the list; the count grows by one.
    apollo.cache.writeQuery({
      query: CreateCollectionMutation,
      variables: { input: { name: 'Collection new' } },
      data: { createCollection: { __typename: 'CollectionPayload', collection: collection('new') } } as never,
    });
    prependToPages(apollo, 'collections', { __typename: 'Collection', id: 'new' }, 'CollectionEdge');
    expect(read().edges.map((edge) => edge.node.id)).toEqual(['new', 'k1', 'k2', 'k3']);
    expect(read().edges[0]!.node).toMatchObject({ name: 'Collection new', itemCount: 0 });
    expect(read().totalCount).toBe(11);
    expect(read().pageInfo).toMatchObject({ hasNextPage: true, endCursor: 'c-k3' });
    // Not twice, however often it is called.
    prependToPages(apollo, 'collections', { __typename: 'Collection', id: 'new' }, 'CollectionEdge');
    expect(read().edges.map((edge) => edge.node.id)).toEqual(['new', 'k1', 'k2', 'k3']);

    // The next page still starts after the last loaded one and is appended after it.
    apollo.cache.writeQuery({ query: CollectionsQuery, variables: { after: 'c-k3' }, data: { collections: page('CollectionConnection', [collection('k4')], false) } as never });
    expect(read().edges.map((edge) => edge.node.id)).toEqual(['new', 'k1', 'k2', 'k3', 'k4']);
    expect(read().pageInfo).toMatchObject({ hasNextPage: false, endCursor: 'c-k4' });

    // A deleted collection leaves its page; the others stay where they were.
    removeFromPages(apollo, ['collections'], ['k2']);
    expect(read().edges.map((edge) => edge.node.id)).toEqual(['new', 'k1', 'k3', 'k4']);
    expect(read().totalCount).toBe(9);
  });

  it('leaves a collections list that is not loaded yet alone (it is read whole when it opens)', () => {
    const apollo = client();
    prependToPages(apollo, 'collections', { __typename: 'Collection', id: 'new' }, 'CollectionEdge');
    expect(apollo.cache.readQuery({ query: CollectionsQuery })).toBeNull();
  });
});
