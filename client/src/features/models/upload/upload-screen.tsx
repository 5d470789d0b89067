import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CenteredSpinner } from '../../../components/ui/centered-spinner';
import { FirstLookCard } from '../../first-look';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { Page } from '../../../components/ui/page';
import { toaster } from '../../../lib/toaster';
import { MAX_TRAINING_PHOTOS } from '../shared/model-status';
import { checkFiles } from './check-files';
import { storedCount, usableCount } from './merge-photos';
import { PhotoDropzone } from './photo-dropzone';
import { PhotoGrid } from './photo-grid';
import { PhotoGuidance } from './photo-guidance';
import { TrainPanel } from './train-panel';
import { TrainingNowNotice } from './training-now-notice';
import { inFlight } from './upload-queue';
import { usePhotoUploads } from './use-photo-uploads';
import { useUploadSession } from './use-upload-session';

/** /upload: guidance, the drop area, each photo's verdict as it is checked, and the way to training. */
export function UploadScreen() {
  const intl = useIntl();
  const session = useUploadSession();
  const [name, setName] = useState('');
  const uploads = usePhotoUploads(session, name);
  const photos = session.model?.photos ?? [];

  const onFiles = (files: File[]) => {
    const existing = storedCount(photos) + inFlight(uploads.pending);
    const check = checkFiles(files, { existing, maxMb: session.meta.maxPhotoMb });
    if (check.problem) {
      toaster.create({
        type: 'error',
        title: intl.formatMessage({ id: `errors.${check.problem}` }),
        description: check.problem === 'TOO_MANY_FILES' ? intl.formatMessage({ id: 'models.upload.tooMany' }, { max: MAX_TRAINING_PHOTOS, count: existing }) : undefined,
      });
      return;
    }
    uploads.enqueue(check.accepted, check.refused);
  };

  return (
    <Page width="6xl" title={<FormattedMessage id="screens.upload.title" />} lead={<FormattedMessage id="models.upload.lead" />}>
      {session.status === 'loading' && <CenteredSpinner minHeight="30vh" />}
      {session.status === 'error' && (
        <Stack gap="3" align="start">
          <FormAlert>
            <FormattedMessage id="models.upload.loadFailed" />
          </FormAlert>
          <Button variant="outline" onClick={() => void session.load()}>
            <FormattedMessage id="models.upload.retry" />
          </Button>
        </Stack>
      )}
      {session.status === 'ready' && (
        <>
          {session.training && <TrainingNowNotice model={session.training} />}
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
            <PhotoGuidance maxMb={session.meta.maxPhotoMb} />
            <Stack gap="4">
              <FormField
                name="modelName"
                label={intl.formatMessage({ id: 'models.upload.nameLabel' })}
                placeholder={intl.formatMessage({ id: 'models.name.fallback' })}
                helper={intl.formatMessage({ id: 'models.upload.nameHelper' })}
                maxLength={80}
                value={session.model ? (session.model.model_name ?? '') : name}
                disabled={Boolean(session.model)}
                onChange={(e) => setName(e.currentTarget.value)}
              />
              <PhotoDropzone onFiles={onFiles} />
            </Stack>
          </SimpleGrid>
          <TrainPanel model={session.model} meta={session.meta} uploading={inFlight(uploads.pending) > 0} onPhotosChanged={() => void session.refresh()} />
          <FirstLookCard modelId={session.model?.id ?? null} usable={usableCount(photos)} uploading={inFlight(uploads.pending) > 0} />
          <PhotoGrid photos={photos} pending={uploads.pending} onRemove={session.removePhoto} onKeepOut={session.keepOut} onDismiss={uploads.dismiss} onRetry={uploads.retry} />
        </>
      )}
    </Page>
  );
}
