import { graphql } from '../../../gql';

export const ModelsQuery = graphql(`
  query Models {
    models {
      ...ModelFields
    }
  }
`);

export const ModelQuery = graphql(`
  query Model($id: ID!) {
    model(id: $id) {
      ...ModelFields
    }
  }
`);
