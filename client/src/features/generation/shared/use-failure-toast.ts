import { useIntl } from 'react-intl';
import { toaster } from '../../../lib/toaster';
import { failureMessage, type GenerationFailure } from './generation-failure';

/** Shows a failure as an error toast in the UI language (spec §8: errors are notifications). */
export function useFailureToast(): (failure: GenerationFailure) => void {
  const intl = useIntl();
  return (failure) => {
    const { id, values } = failureMessage(failure);
    toaster.create({ type: 'error', title: intl.formatMessage({ id }, values) });
  };
}

/** Shows an error toast with one of our messages, e.g. a list that failed to load. */
export function useErrorToast(): (messageId: string) => void {
  const intl = useIntl();
  return (messageId) => toaster.create({ type: 'error', title: intl.formatMessage({ id: messageId }) });
}
