import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { toaster } from '../../../lib/toaster';
import { AdminPauseProviderMutation, AdminProvidersQuery, AdminResumeProviderMutation } from '../api/admin-providers';
import { adminErrorId } from '../shared/admin-errors';
import { reasonProblem } from '../users/reason';

/** What the confirmation asks about: pausing or resuming a provider's capability, or the whole provider (capability null). */
export interface ProviderAct {
  action: 'pause' | 'resume';
  provider: string;
  capability: string | null;
  /** The provider (and capability) in words, for the dialog and the toast. */
  name: string;
}

/** Pause or resume with a reason, after a confirmation; the providers are read again. */
export function useProviderActions() {
  const intl = useIntl();
  const [act, setAct] = useState<ProviderAct | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const options = { refetchQueries: [AdminProvidersQuery], awaitRefetchQueries: true };
  const [pause, paused] = useMutation(AdminPauseProviderMutation, options);
  const [resume, resumed] = useMutation(AdminResumeProviderMutation, options);

  const close = () => {
    setAct(null);
    setReason('');
    setReasonError(undefined);
  };
  const confirm = async () => {
    const problem = reasonProblem(intl, reason);
    setReasonError(problem);
    if (!act || problem) return;
    const input = { provider: act.provider, capability: act.capability, reason: reason.trim() };
    try {
      await (act.action === 'pause' ? pause({ variables: { input } }) : resume({ variables: { input } }));
      toaster.create({ type: 'success', title: intl.formatMessage({ id: `admin.providers.${act.action}Done` }, { name: act.name }) });
    } catch (e) {
      toaster.create({ type: 'error', title: intl.formatMessage({ id: adminErrorId(e, `admin.providers.${act.action}Failed`) }) });
    }
    close();
  };
  return { act, ask: setAct, close, confirm, busy: paused.loading || resumed.loading, reason, setReason, reasonError };
}
