import { graphql } from '../../../gql';

export const CreateCollectionMutation = graphql(`
  mutation CreateCollection($input: CreateCollectionInput!) {
    createCollection(input: $input) {
      __typename
      ... on CollectionPayload {
        collection {
          ...CollectionSummary
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

export const UpdateCollectionMutation = graphql(`
  mutation UpdateCollection($id: ID!, $input: UpdateCollectionInput!) {
    updateCollection(id: $id, input: $input) {
      __typename
      ... on CollectionPayload {
        collection {
          ...CollectionSummary
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

export const DeleteCollectionMutation = graphql(`
  mutation DeleteCollection($id: ID!) {
    deleteCollection(id: $id) {
      __typename
      ... on DeleteCollectionPayload {
        deletedId
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

/** Adding, removing and reordering answer the whole collection, items in their saved order. */
export const AddToCollectionMutation = graphql(`
  mutation AddToCollection($id: ID!, $imageIds: [ID!]!) {
    addToCollection(id: $id, imageIds: $imageIds) {
      __typename
      ... on CollectionPayload {
        collection {
          ...CollectionWithItems
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

export const RemoveFromCollectionMutation = graphql(`
  mutation RemoveFromCollection($id: ID!, $imageIds: [ID!]!) {
    removeFromCollection(id: $id, imageIds: $imageIds) {
      __typename
      ... on CollectionPayload {
        collection {
          ...CollectionWithItems
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

export const ReorderCollectionMutation = graphql(`
  mutation ReorderCollection($id: ID!, $imageIds: [ID!]!) {
    reorderCollection(id: $id, imageIds: $imageIds) {
      __typename
      ... on CollectionPayload {
        collection {
          ...CollectionWithItems
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);
