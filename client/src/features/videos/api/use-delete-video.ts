import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { toaster } from '../../../lib/toaster';
import { DeleteVideoMutation } from './video-operations';

/** Deletes a video and drops it from every cached list; a failure is a toast. */
export function useDeleteVideo() {
  const intl = useIntl();
  const [mutate, { loading }] = useMutation(DeleteVideoMutation);

  const remove = async (id: string): Promise<boolean> => {
    try {
      const { data } = await mutate({
        variables: { id },
        update(cache, { data: answer }) {
          if (answer?.deleteVideo.__typename !== 'DeleteVideoPayload') return;
          cache.evict({ id: cache.identify({ __typename: 'Video', id }) });
          cache.gc();
          // The list's count (the gallery's badge) loses it too.
          cache.modify({
            id: 'ROOT_QUERY',
            fields: {
              videos: (list: unknown) =>
                list && typeof list === 'object' && 'totalCount' in list && typeof list.totalCount === 'number' ? { ...list, totalCount: Math.max(0, list.totalCount - 1) } : list,
            },
          });
        },
      });
      if (data?.deleteVideo.__typename === 'DeleteVideoPayload') {
        toaster.create({ type: 'success', title: intl.formatMessage({ id: 'video.list.deleted' }) });
        return true;
      }
    } catch {
      // Reported below, like a refusal.
    }
    toaster.create({ type: 'error', title: intl.formatMessage({ id: 'video.errors.deleteFailed' }) });
    return false;
  };

  return { remove, deleting: loading };
}
