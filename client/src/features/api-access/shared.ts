import type { IntlShape } from 'react-intl';
import { graphqlErrorCode } from '../../lib/apollo/graphql-error';

/** Message ids allow no colons or dots: models:read → modelsRead, training.succeeded → trainingSucceeded. */
export const wordKey = (value: string) => value.replace(/[:.](\w)/g, (_, c: string) => c.toUpperCase());

/** A scope's description in the UI language; the server's English words for a scope the client does not know yet. */
export function scopeDescription(intl: IntlShape, scope: string, fallback: string): string {
  const id = `api.scope.${wordKey(scope)}`;
  return intl.messages[id] ? intl.formatMessage({ id }) : fallback;
}

/** An event type's words in the UI language, or its name. */
export function eventTypeLabel(intl: IntlShape, type: string): string {
  const id = `api.event.${wordKey(type)}`;
  return intl.messages[id] ? intl.formatMessage({ id }) : type;
}

/** What a table shows for a value it does not have. */
export const NONE = '—';

const WORDED: Record<string, string> = {
  VALIDATION_ERROR: 'errors.VALIDATION_ERROR',
  FORBIDDEN: 'errors.FORBIDDEN',
  NOT_FOUND: 'api.errors.notFound',
};

/** The message id of a failed key or endpoint call: its code's words, else `fallbackId`. */
export const apiErrorId = (error: unknown, fallbackId: string) => {
  const code = graphqlErrorCode(error);
  return (code && WORDED[code]) ?? fallbackId;
};
