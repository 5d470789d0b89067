import { useSubscription } from '@apollo/client/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { toaster } from '../../../lib/toaster';
import { ModelTrainingUpdatedSubscription } from '../api/training-updates';
import { syncModelList } from '../shared/active-model-cache';
import { createTrainingNoticeTracker, type TrainingNotice } from './training-notice';

/**
 * Mounted once at the app shell while signed in: listens to the user's model changes (the cache takes each
 * one, so every screen showing a model updates) and shows the spec's notice when a training ends, wherever
 * the user is. (The balance the training charged or gave back follows by itself: CurrentUserLive.)
 */
export default function TrainingNotices() {
  const intl = useIntl();
  const track = useMemo(() => createTrainingNoticeTracker(), []);

  // useSubscription calls the onData of the latest render, so this is in the language shown now.
  const show = (notice: TrainingNotice) => {
    const t = (id: string) => intl.formatMessage({ id });
    if (notice.kind === 'succeeded') toaster.create({ type: 'success', title: t('models.notice.succeeded'), duration: notice.durationMs });
    else if (notice.kind === 'canceled') toaster.create({ type: 'info', title: t('models.notice.canceled'), duration: notice.durationMs });
    else toaster.create({ type: 'error', title: t('models.notice.failed'), description: notice.message ?? t('models.notice.tryLater'), duration: notice.durationMs });
  };

  useSubscription(ModelTrainingUpdatedSubscription, {
    ignoreResults: true,
    onData: ({ client, data }) => {
      const model = data.data?.modelTrainingUpdated.model ?? null;
      syncModelList(client, model);
      const notice = model ? track(model) : null;
      if (notice) show(notice);
    },
  });
  return null;
}
