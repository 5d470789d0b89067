import { graphql } from '../../../gql';

/** My photos: delete one or many (1..100); files, favorites and collection places go with them. */
export const DeleteImagesMutation = graphql(`
  mutation DeleteImages($ids: [ID!]!) {
    deleteImages(ids: $ids) {
      __typename
      ... on DeleteImagesPayload {
        deletedIds
      }
      ... on Error {
        code
        message
      }
    }
  }
`);
