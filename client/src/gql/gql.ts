/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment ModelFields on AiModel {\n    id\n    modelName\n    trainingStatus\n    errorMessage\n    progress\n    isActive\n    startedAt\n    completedAt\n    createdAt\n  }\n": typeof types.ModelFieldsFragmentDoc,
    "\n  mutation StartTraining($modelId: ID!) {\n    startTraining(modelId: $modelId, trainingType: \"lora\") {\n      __typename\n      ... on ModelPayload {\n        model {\n          ...ModelFields\n        }\n      }\n      ... on InsufficientCreditsError {\n        needed\n        available\n      }\n      ... on NotEnoughPhotosError {\n        usable\n        needed\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.StartTrainingDocument,
    "\n  mutation CancelTraining($modelId: ID!) {\n    cancelTraining(modelId: $modelId) {\n      __typename\n      ... on ModelPayload {\n        model {\n          ...ModelFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.CancelTrainingDocument,
    "\n  mutation SetActiveModel($modelId: ID!) {\n    setActiveModel(modelId: $modelId) {\n      __typename\n      ... on ModelPayload {\n        model {\n          ...ModelFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.SetActiveModelDocument,
    "\n  mutation DeleteModel($modelId: ID!) {\n    deleteModel(modelId: $modelId) {\n      __typename\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.DeleteModelDocument,
    "\n  query Models {\n    models {\n      ...ModelFields\n    }\n  }\n": typeof types.ModelsDocument,
    "\n  query Model($id: ID!) {\n    model(id: $id) {\n      ...ModelFields\n    }\n  }\n": typeof types.ModelDocument,
    "\n  subscription ModelTrainingUpdated {\n    modelTrainingUpdated {\n      model {\n        ...ModelFields\n      }\n    }\n  }\n": typeof types.ModelTrainingUpdatedDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      fullName\n      avatarUrl\n      creditsBalance\n      plan\n      locale\n      marketingOptIn\n      isAdmin\n      emailConfirmed\n      currentTeamId\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfileSuccess {\n        user {\n          id\n          fullName\n          marketingOptIn\n          locale\n          updatedAt\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
};
const documents: Documents = {
    "\n  fragment ModelFields on AiModel {\n    id\n    modelName\n    trainingStatus\n    errorMessage\n    progress\n    isActive\n    startedAt\n    completedAt\n    createdAt\n  }\n": types.ModelFieldsFragmentDoc,
    "\n  mutation StartTraining($modelId: ID!) {\n    startTraining(modelId: $modelId, trainingType: \"lora\") {\n      __typename\n      ... on ModelPayload {\n        model {\n          ...ModelFields\n        }\n      }\n      ... on InsufficientCreditsError {\n        needed\n        available\n      }\n      ... on NotEnoughPhotosError {\n        usable\n        needed\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.StartTrainingDocument,
    "\n  mutation CancelTraining($modelId: ID!) {\n    cancelTraining(modelId: $modelId) {\n      __typename\n      ... on ModelPayload {\n        model {\n          ...ModelFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.CancelTrainingDocument,
    "\n  mutation SetActiveModel($modelId: ID!) {\n    setActiveModel(modelId: $modelId) {\n      __typename\n      ... on ModelPayload {\n        model {\n          ...ModelFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.SetActiveModelDocument,
    "\n  mutation DeleteModel($modelId: ID!) {\n    deleteModel(modelId: $modelId) {\n      __typename\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.DeleteModelDocument,
    "\n  query Models {\n    models {\n      ...ModelFields\n    }\n  }\n": types.ModelsDocument,
    "\n  query Model($id: ID!) {\n    model(id: $id) {\n      ...ModelFields\n    }\n  }\n": types.ModelDocument,
    "\n  subscription ModelTrainingUpdated {\n    modelTrainingUpdated {\n      model {\n        ...ModelFields\n      }\n    }\n  }\n": types.ModelTrainingUpdatedDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      fullName\n      avatarUrl\n      creditsBalance\n      plan\n      locale\n      marketingOptIn\n      isAdmin\n      emailConfirmed\n      currentTeamId\n      createdAt\n      updatedAt\n    }\n  }\n": types.MeDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfileSuccess {\n        user {\n          id\n          fullName\n          marketingOptIn\n          locale\n          updatedAt\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n": types.UpdateProfileDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ModelFields on AiModel {\n    id\n    modelName\n    trainingStatus\n    errorMessage\n    progress\n    isActive\n    startedAt\n    completedAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ModelFields on AiModel {\n    id\n    modelName\n    trainingStatus\n    errorMessage\n    progress\n    isActive\n    startedAt\n    completedAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTraining($modelId: ID!) {\n    startTraining(modelId: $modelId, trainingType: \"lora\") {\n      __typename\n      ... on ModelPayload {\n        model {\n          ...ModelFields\n        }\n      }\n      ... on InsufficientCreditsError {\n        needed\n        available\n      }\n      ... on NotEnoughPhotosError {\n        usable\n        needed\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartTraining($modelId: ID!) {\n    startTraining(modelId: $modelId, trainingType: \"lora\") {\n      __typename\n      ... on ModelPayload {\n        model {\n          ...ModelFields\n        }\n      }\n      ... on InsufficientCreditsError {\n        needed\n        available\n      }\n      ... on NotEnoughPhotosError {\n        usable\n        needed\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelTraining($modelId: ID!) {\n    cancelTraining(modelId: $modelId) {\n      __typename\n      ... on ModelPayload {\n        model {\n          ...ModelFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelTraining($modelId: ID!) {\n    cancelTraining(modelId: $modelId) {\n      __typename\n      ... on ModelPayload {\n        model {\n          ...ModelFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetActiveModel($modelId: ID!) {\n    setActiveModel(modelId: $modelId) {\n      __typename\n      ... on ModelPayload {\n        model {\n          ...ModelFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetActiveModel($modelId: ID!) {\n    setActiveModel(modelId: $modelId) {\n      __typename\n      ... on ModelPayload {\n        model {\n          ...ModelFields\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteModel($modelId: ID!) {\n    deleteModel(modelId: $modelId) {\n      __typename\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteModel($modelId: ID!) {\n    deleteModel(modelId: $modelId) {\n      __typename\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Models {\n    models {\n      ...ModelFields\n    }\n  }\n"): (typeof documents)["\n  query Models {\n    models {\n      ...ModelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Model($id: ID!) {\n    model(id: $id) {\n      ...ModelFields\n    }\n  }\n"): (typeof documents)["\n  query Model($id: ID!) {\n    model(id: $id) {\n      ...ModelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ModelTrainingUpdated {\n    modelTrainingUpdated {\n      model {\n        ...ModelFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ModelTrainingUpdated {\n    modelTrainingUpdated {\n      model {\n        ...ModelFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      email\n      fullName\n      avatarUrl\n      creditsBalance\n      plan\n      locale\n      marketingOptIn\n      isAdmin\n      emailConfirmed\n      currentTeamId\n      createdAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      email\n      fullName\n      avatarUrl\n      creditsBalance\n      plan\n      locale\n      marketingOptIn\n      isAdmin\n      emailConfirmed\n      currentTeamId\n      createdAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfileSuccess {\n        user {\n          id\n          fullName\n          marketingOptIn\n          locale\n          updatedAt\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfileSuccess {\n        user {\n          id\n          fullName\n          marketingOptIn\n          locale\n          updatedAt\n        }\n      }\n      ... on Error {\n        code\n        message\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;