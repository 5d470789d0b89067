import { graphql } from '../../../gql';

/** What every screen shows of a model; the live subscription selects the same, so the cache stays whole. */
export const ModelFieldsFragment = graphql(`
  fragment ModelFields on AiModel {
    id
    modelName
    trainingStatus
    provider
    errorMessage
    progress
    isActive
    startedAt
    completedAt
    createdAt
  }
`);
