import { graphql } from '../../../gql';

/**
 * The signed-in user's latest headshots, newest first: the first page (the server's 50; a literal `first` would
 * multiply the query's cost by itself), enough for the screens that pick one.
 */
export const GeneratedImagesQuery = graphql(`
  query GeneratedImages {
    generatedImages {
      edges {
        cursor
        node {
          ...HeadshotImageFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
