import { graphql } from '../../../gql';

export const StartTrainingMutation = graphql(`
  mutation StartTraining($modelId: ID!, $name: String) {
    startTraining(modelId: $modelId, name: $name, trainingType: "lora") {
      __typename
      ... on ModelPayload {
        model {
          ...ModelFields
        }
      }
      ... on InsufficientCreditsError {
        needed
        available
      }
      ... on NotEnoughPhotosError {
        usable
        needed
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

export const CancelTrainingMutation = graphql(`
  mutation CancelTraining($modelId: ID!) {
    cancelTraining(modelId: $modelId) {
      __typename
      ... on ModelPayload {
        model {
          ...ModelFields
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

export const SetActiveModelMutation = graphql(`
  mutation SetActiveModel($modelId: ID!) {
    setActiveModel(modelId: $modelId) {
      __typename
      ... on ModelPayload {
        model {
          ...ModelFields
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

export const DeleteModelMutation = graphql(`
  mutation DeleteModel($modelId: ID!) {
    deleteModel(modelId: $modelId) {
      __typename
      ... on Error {
        code
        message
      }
    }
  }
`);
