import { useIntl } from 'react-intl';
import type { ErrorMessage } from './auth-errors';

export function useErrorText(): (message: ErrorMessage) => string {
  const intl = useIntl();
  return (message) => ('id' in message ? intl.formatMessage({ id: message.id }) : message.text);
}
