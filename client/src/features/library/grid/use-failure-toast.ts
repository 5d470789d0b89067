import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { toaster } from '../../../lib/toaster';

/** Shows the spec's failure message as a toast once per failed load (spec §8: errors are notifications). */
export function useFailureToast(error: unknown, messageId: string): void {
  const intl = useIntl();
  useEffect(() => {
    if (!error) return;
    toaster.create({ type: 'error', title: intl.formatMessage({ id: messageId }) });
  }, [error, messageId, intl]);
}
