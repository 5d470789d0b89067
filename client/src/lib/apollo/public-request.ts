import type { TypedDocumentNode } from '@apollo/client';
import { print } from 'graphql';
import { api } from '../api';

/** A GraphQL answer read without Apollo: its data (partial when a field failed) and the first error's code. */
export interface PublicAnswer<T> {
  data: T | null;
  /** extensions.code of the first error; 'NETWORK' when the server could not be reached or did not answer GraphQL. */
  errorCode?: string;
}

/**
 * One GraphQL call for a public screen, which has no Apollo client (it loads with the signed-in area): the
 * session's bearer goes along when there is one.
 */
export async function publicRequest<T, V extends Record<string, unknown>>(document: TypedDocumentNode<T, V>, variables: V): Promise<PublicAnswer<T>> {
  try {
    const response = await api.authFetch(`${api.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ query: print(document), variables }),
    });
    const body = (await response.json()) as { data?: T | null; errors?: { extensions?: { code?: unknown } }[] };
    const code = body.errors?.[0]?.extensions?.code;
    return { data: body.data ?? null, errorCode: body.errors?.length ? (typeof code === 'string' ? code : 'UNEXPECTED') : undefined };
  } catch {
    return { data: null, errorCode: 'NETWORK' };
  }
}
