import { useCallback, useEffect, useReducer, useRef } from 'react';
import { ApiError } from '../../../lib/http';
import { modelsRest } from '../api/models-rest';
import { preparePhoto } from './shrink-photo';
import { inFlight, uploadQueue, type PendingUpload } from './upload-queue';
import type { UploadSession } from './use-upload-session';

/**
 * Three photos on the wire at a time: a shrunk photo is ~0.5–0.7 MB, so a few in parallel keep a slow uplink busy
 * while the server checks the ones already sent (its photo-check processes take them as they come).
 */
const UPLOADS_AT_ONCE = 3;

let counter = 0;

function uploadError(error: unknown): string {
  return error instanceof ApiError && error.code ? error.code : 'UPLOAD_FAILED';
}

/**
 * Each chosen photo is prepared in the browser (shrink-photo.ts), then sent in its own request with its own
 * progress, a few at a time; its card leaves when the server's answer brings its verdict. A file refused stays with
 * the reason; one that did not get through keeps its prepared bytes and can be retried alone.
 */
export function usePhotoUploads(session: UploadSession, modelName: string) {
  const [pending, dispatch] = useReducer(uploadQueue, []);
  /** The prepared file to send, by card key (kept until the card leaves, for a retry). */
  const prepared = useRef(new Map<string, File>());
  const waiting = useRef<string[]>([]);
  const active = useRef(0);

  const uploadOne = useCallback(
    async (key: string) => {
      const file = prepared.current.get(key);
      if (!file) return;
      dispatch({ type: 'start', key });
      try {
        const modelId = await session.ensureModel(modelName);
        const { data } = await modelsRest.uploadPhoto(modelId, file, (fraction) => dispatch({ type: 'progress', key, fraction }));
        session.acceptPhotos(data.model.photos, data.addedIds);
        const failure = data.failures[0];
        if (failure) dispatch({ type: 'failed', key, error: failure.code });
        else finish(key);
      } catch (error) {
        dispatch({ type: 'failed', key, error: uploadError(error) });
      }
    },
    [session, modelName],
  );

  const pump = useCallback(() => {
    while (active.current < UPLOADS_AT_ONCE && waiting.current.length > 0) {
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

  const previews = useRef(new Map<string, string>());
  function finish(key: string) {
    const url = previews.current.get(key);
    if (url) URL.revokeObjectURL(url);
    previews.current.delete(key);
    prepared.current.delete(key);
    dispatch({ type: 'remove', key });
  }

  const enqueue = useCallback(
    (files: File[], refused: { file: File; code: string }[]) => {
      const make = (file: File, state: PendingUpload['state'], error?: string): PendingUpload => ({ key: `upload-${++counter}`, file, previewUrl: null, progress: 0, state, error });
      const queued = files.map((f) => make(f, 'preparing'));
      dispatch({ type: 'add', items: [...queued, ...refused.map((r) => make(r.file, 'failed', r.code))] });
      // Prepared in the order chosen (the workers take them as they free up); each is sent as soon as it is ready.
      for (const item of queued) {
        void preparePhoto(item.file).then(({ file, preview }) => {
          const previewUrl = preview ? URL.createObjectURL(preview) : null;
          if (previewUrl) previews.current.set(item.key, previewUrl);
          prepared.current.set(item.key, file);
          dispatch({ type: 'prepared', key: item.key, previewUrl });
          waiting.current.push(item.key);
          pump();
        });
      }
    },
    [pump],
  );

  /** Sends a file that did not get through again, alone, with the bytes prepared the first time. */
  const retry = useCallback(
    (item: PendingUpload) => {
      if (item.state !== 'failed' || !item.retryable || !prepared.current.has(item.key)) return;
      dispatch({ type: 'retry', key: item.key });
      waiting.current.push(item.key);
      pump();
    },
    [pump],
  );

  const dismiss = useCallback((item: PendingUpload) => finish(item.key), []);

  // Leaving the page while photos are still on their way: the browser asks first. Photos already checked are kept.
  const busy = inFlight(pending) > 0;
  useEffect(() => {
    if (!busy) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);

  return { pending, enqueue, retry, dismiss };
}
