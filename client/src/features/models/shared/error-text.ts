import { useIntl } from 'react-intl';
import { ApiError } from '../../../lib/http';

/** An error's text in the UI language: our message for its code, else the fallback message. */
export function useErrorText(): (codeOrError: unknown, fallbackId: string) => string {
  const intl = useIntl();
  return (codeOrError, fallbackId) => {
    const code = typeof codeOrError === 'string' ? codeOrError : codeOrError instanceof ApiError ? codeOrError.code : undefined;
    const id = code ? `errors.${code}` : undefined;
    return intl.formatMessage({ id: id && intl.messages[id] ? id : fallbackId });
  };
}
