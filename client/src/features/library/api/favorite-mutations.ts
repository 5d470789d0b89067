import { graphql } from '../../../gql';

export const AddFavoriteMutation = graphql(`
  mutation AddFavorite($imageId: ID!) {
    addFavorite(imageId: $imageId) {
      __typename
      ... on FavoritePayload {
        image {
          ...LibraryImage
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

export const RemoveFavoriteMutation = graphql(`
  mutation RemoveFavorite($imageId: ID!) {
    removeFavorite(imageId: $imageId) {
      __typename
      ... on FavoritePayload {
        image {
          ...LibraryImage
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);
