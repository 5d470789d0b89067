import { graphql } from '../../../gql';

export const MyPhotosQuery = graphql(`
  query MyPhotos($sort: HeadshotSort, $looksLikeMe: Boolean, $first: Int, $after: String) {
    generatedImages(sort: $sort, looksLikeMe: $looksLikeMe, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...LibraryImage
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`);

export const FavoritesQuery = graphql(`
  query Favorites($first: Int, $after: String) {
    favorites(first: $first, after: $after) {
      edges {
        cursor
        node {
          ...LibraryImage
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`);

export const CollectionsQuery = graphql(`
  query Collections($first: Int, $after: String) {
    collections(first: $first, after: $after) {
      edges {
        cursor
        node {
          ...CollectionSummary
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`);

export const CollectionQuery = graphql(`
  query Collection($id: ID!) {
    collection(id: $id) {
      ...CollectionWithItems
    }
  }
`);

export const UsageQuery = graphql(`
  query Usage {
    usage {
      windowDays
      creditsUsed
      photos
      videos
      days {
        date
        credits
        photos
        videos
      }
    }
  }
`);
