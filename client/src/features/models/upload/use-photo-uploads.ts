import { useCallback, useReducer, useRef } from 'react';
import { ApiError } from '../../../lib/http';
import { modelsRest } from '../api/models-rest';
import { uploadQueue, type PendingUpload } from './upload-queue';
import type { UploadSession } from './use-upload-session';

/** Two photos at a time: the server checks each on its CPU, so more in parallel would not finish sooner. */
const CONCURRENCY = 2;

let counter = 0;
const previewable = (file: File) => /^image\/(jpeg|png|webp)$/.test(file.type);

function uploadError(error: unknown): string {
  return error instanceof ApiError && error.code ? error.code : 'UPLOAD_FAILED';
}

/** One request per file with its own progress; refused files stay in the list with the reason. */
export function usePhotoUploads(session: UploadSession, modelName: string) {
  const [pending, dispatch] = useReducer(uploadQueue, []);
  const waiting = useRef<PendingUpload[]>([]);
  const active = useRef(0);

  const uploadOne = useCallback(
    async (item: PendingUpload) => {
      dispatch({ type: 'start', key: item.key });
      try {
        const modelId = await session.ensureModel(modelName);
        const { data } = await modelsRest.uploadPhoto(modelId, item.file, (fraction) => dispatch({ type: 'progress', key: item.key, fraction }));
        session.acceptPhotos(data.model.photos, data.addedIds);
        const failure = data.failures[0];
        if (failure) dispatch({ type: 'failed', key: item.key, error: failure.code });
        else finish(item);
      } catch (error) {
        dispatch({ type: 'failed', key: item.key, error: uploadError(error) });
      }
    },
    [session, modelName],
  );

  const pump = useCallback(() => {
    while (active.current < CONCURRENCY && waiting.current.length > 0) {
      const next = waiting.current.shift()!;
      active.current += 1;
      void uploadOne(next).finally(() => {
        active.current -= 1;
        pump();
        // Every answer listed the photos as they were then; one last read settles the identity checks.
        if (active.current === 0 && waiting.current.length === 0) void session.refresh().catch(() => undefined);
      });
    }
  }, [uploadOne, session]);

  function finish(item: PendingUpload) {
    if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
    dispatch({ type: 'remove', key: item.key });
  }

  const enqueue = useCallback(
    (files: File[], refused: { file: File; code: string }[]) => {
      const make = (file: File, state: PendingUpload['state'], error?: string): PendingUpload => ({
        key: `upload-${++counter}`,
        file,
        previewUrl: previewable(file) ? URL.createObjectURL(file) : null,
        progress: 0,
        state,
        error,
      });
      const queued = files.map((f) => make(f, 'waiting'));
      dispatch({ type: 'add', items: [...queued, ...refused.map((r) => make(r.file, 'failed', r.code))] });
      waiting.current.push(...queued);
      pump();
    },
    [pump],
  );

  const dismiss = useCallback((item: PendingUpload) => finish(item), []);

  return { pending, enqueue, dismiss };
}
