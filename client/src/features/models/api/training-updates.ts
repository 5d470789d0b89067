import { graphql } from '../../../gql';

/** Changes to the signed-in user's models; `model` is null once one was deleted. */
export const ModelTrainingUpdatedSubscription = graphql(`
  subscription ModelTrainingUpdated {
    modelTrainingUpdated {
      model {
        ...ModelFields
      }
    }
  }
`);
