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
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on RegisterSuccess { requiresEmailConfirmation message token user { email } }\n      ... on Error { code message }\n      ... on ValidationError { fieldErrors { path message } }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on AuthSession { token refreshToken user { id email creditsBalance } }\n      ... on Error { code message }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation ConfirmEmail($t: String!) {\n    confirmEmail(input: { token: $t }) { __typename ... on ConfirmEmailSuccess { user { emailConfirmed } } }\n  }\n": typeof types.ConfirmEmailDocument,
    "\n  query MeId {\n    me { id }\n  }\n": typeof types.MeIdDocument,
    "\n  query Me {\n    me { email fullName plan isAdmin emailConfirmed }\n  }\n": typeof types.MeDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) { __typename ... on UpdateProfileSuccess { user { fullName locale } } ... on Error { code message } }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation RefreshSession($r: String!) {\n    refreshSession(input: { refreshToken: $r }) { __typename ... on AuthTokens { token refreshToken } }\n  }\n": typeof types.RefreshSessionDocument,
    "\n  mutation Logout {\n    logout { __typename }\n  }\n": typeof types.LogoutDocument,
    "\n  query ImageIds {\n    generatedImages { id }\n  }\n": typeof types.ImageIdsDocument,
};
const documents: Documents = {
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on RegisterSuccess { requiresEmailConfirmation message token user { email } }\n      ... on Error { code message }\n      ... on ValidationError { fieldErrors { path message } }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on AuthSession { token refreshToken user { id email creditsBalance } }\n      ... on Error { code message }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation ConfirmEmail($t: String!) {\n    confirmEmail(input: { token: $t }) { __typename ... on ConfirmEmailSuccess { user { emailConfirmed } } }\n  }\n": types.ConfirmEmailDocument,
    "\n  query MeId {\n    me { id }\n  }\n": types.MeIdDocument,
    "\n  query Me {\n    me { email fullName plan isAdmin emailConfirmed }\n  }\n": types.MeDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) { __typename ... on UpdateProfileSuccess { user { fullName locale } } ... on Error { code message } }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation RefreshSession($r: String!) {\n    refreshSession(input: { refreshToken: $r }) { __typename ... on AuthTokens { token refreshToken } }\n  }\n": types.RefreshSessionDocument,
    "\n  mutation Logout {\n    logout { __typename }\n  }\n": types.LogoutDocument,
    "\n  query ImageIds {\n    generatedImages { id }\n  }\n": types.ImageIdsDocument,
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
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on RegisterSuccess { requiresEmailConfirmation message token user { email } }\n      ... on Error { code message }\n      ... on ValidationError { fieldErrors { path message } }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on RegisterSuccess { requiresEmailConfirmation message token user { email } }\n      ... on Error { code message }\n      ... on ValidationError { fieldErrors { path message } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on AuthSession { token refreshToken user { id email creditsBalance } }\n      ... on Error { code message }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      __typename\n      ... on AuthSession { token refreshToken user { id email creditsBalance } }\n      ... on Error { code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmail($t: String!) {\n    confirmEmail(input: { token: $t }) { __typename ... on ConfirmEmailSuccess { user { emailConfirmed } } }\n  }\n"): (typeof documents)["\n  mutation ConfirmEmail($t: String!) {\n    confirmEmail(input: { token: $t }) { __typename ... on ConfirmEmailSuccess { user { emailConfirmed } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MeId {\n    me { id }\n  }\n"): (typeof documents)["\n  query MeId {\n    me { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me { email fullName plan isAdmin emailConfirmed }\n  }\n"): (typeof documents)["\n  query Me {\n    me { email fullName plan isAdmin emailConfirmed }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) { __typename ... on UpdateProfileSuccess { user { fullName locale } } ... on Error { code message } }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) { __typename ... on UpdateProfileSuccess { user { fullName locale } } ... on Error { code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSession($r: String!) {\n    refreshSession(input: { refreshToken: $r }) { __typename ... on AuthTokens { token refreshToken } }\n  }\n"): (typeof documents)["\n  mutation RefreshSession($r: String!) {\n    refreshSession(input: { refreshToken: $r }) { __typename ... on AuthTokens { token refreshToken } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout { __typename }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout { __typename }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImageIds {\n    generatedImages { id }\n  }\n"): (typeof documents)["\n  query ImageIds {\n    generatedImages { id }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;