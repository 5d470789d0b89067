import { graphql } from '../../../gql';

/** A model's delivered headshots: usable of delivered and the likeness spread to the held-out selfies (issue #31). */
export const ModelYieldFieldsFragment = graphql(`
  fragment ModelYieldFields on AiModel {
    id
    imageYield {
      delivered
      usable
      likenessP10
      likenessP50
      likenessP90
    }
  }
`);

export const ModelsQuery = graphql(`
  query Models {
    models {
      ...ModelFields
      ...ModelYieldFields
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
