import { graphql } from '../../../gql';

/** What every library screen shows of an image; favorites, collections and my photos select the same. */
export const LibraryImageFragment = graphql(`
  fragment LibraryImage on HeadshotImage {
    id
    imageUrl
    thumbnailUrl
    identityScore
    identityFlagged
    preview
    likeness
    mayNotLookLikeYou
    usable
    unusableReason
    isFavorite
    createdAt
  }
`);

export const CollectionSummaryFragment = graphql(`
  fragment CollectionSummary on Collection {
    id
    name
    description
    itemCount
    coverUrl
    createdAt
    updatedAt
  }
`);

/** A collection with its images in their saved order: reading it and every change to its items answer this. */
export const CollectionWithItemsFragment = graphql(`
  fragment CollectionWithItems on Collection {
    ...CollectionSummary
    items {
      ...LibraryImage
    }
  }
`);
