import { graphql } from '../../../gql';

/** The signed-in user's headshots, newest first. */
export const GeneratedImagesQuery = graphql(`
  query GeneratedImages {
    generatedImages {
      ...HeadshotImageFields
    }
  }
`);
