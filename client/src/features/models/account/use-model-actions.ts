import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { toaster } from '../../../lib/toaster';
import { DeleteModelMutation, SetActiveModelMutation } from '../api/model-mutations';
import { syncModelList } from '../shared/active-model-cache';
import { useErrorText } from '../shared/error-text';

const codeOf = (result: { __typename?: string } | undefined) => (result && 'code' in result ? String(result.code) : undefined);

/** Set active and delete, with the spec's failure messages (§8 training list). */
export function useModelActions() {
  const intl = useIntl();
  const errorText = useErrorText();
  const [setActiveMutation, activating] = useMutation(SetActiveModelMutation);
  const [deleteMutation, deleting] = useMutation(DeleteModelMutation);

  const setActive = async (modelId: string, name: string) => {
    try {
      const { data } = await setActiveMutation({ variables: { modelId } });
      const result = data?.setActiveModel;
      if (result?.__typename === 'ModelPayload' && result.model) {
        syncModelList(activating.client, result.model);
        toaster.create({ type: 'success', title: intl.formatMessage({ id: 'models.list.activated' }, { name }) });
      } else toaster.create({ type: 'error', title: errorText(codeOf(result), 'errors.SET_ACTIVE_FAILED') });
    } catch {
      toaster.create({ type: 'error', title: intl.formatMessage({ id: 'errors.SET_ACTIVE_FAILED' }) });
    }
  };

  const remove = async (modelId: string): Promise<boolean> => {
    try {
      const { data } = await deleteMutation({
        variables: { modelId },
        update(cache, { data: answer }) {
          if (answer?.deleteModel.__typename !== 'ModelPayload') return;
          cache.evict({ id: cache.identify({ __typename: 'AiModel', id: modelId }) });
          cache.gc();
        },
      });
      const result = data?.deleteModel;
      if (result?.__typename !== 'ModelPayload') {
        toaster.create({ type: 'error', title: errorText(codeOf(result), 'errors.DELETE_MODEL_FAILED') });
        return false;
      }
      // Deleting the active model makes the newest other trained one active on the server.
      syncModelList(deleting.client, null);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'models.list.deleted' }) });
      return true;
    } catch {
      toaster.create({ type: 'error', title: intl.formatMessage({ id: 'errors.DELETE_MODEL_FAILED' }) });
      return false;
    }
  };

  return { setActive, remove, activating: activating.loading, deleting: deleting.loading };
}
