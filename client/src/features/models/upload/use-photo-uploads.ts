import { useCallback, useEffect, useReducer, useRef } from 'react';
import { ApiError } from '../../../lib/http';
import { modelsRest } from '../api/models-rest';
import { preparePhoto } from './shrink-photo';
import { inFlight, uploadQueue, type PendingUpload } from './upload-queue';
import type { UploadSession } from './use-upload-session';

/**
 * Four photos at a time: a request lasts until its photo is checked, and the server checks two photos per
 * photo-check process (two processes on a two-core server), so four keep its checks busy while the next photos are
 * still on the wire; a shrunk photo is ~0.4–0.7 MB, so four share a slow uplink without one stalling the rest.
 */
const UPLOADS_AT_ONCE = 4;

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
  // The session and name as of the last render: the callbacks below stay the same across renders (the cards are
  // memoized on them), and read these when they run.
  const latest = useRef({ session, modelName });
  useEffect(() => {
    latest.current = { session, modelName };
  }, [session, modelName]);

  const uploadOne = useCallback(async (key: string) => {
    const file = prepared.current.get(key);
    if (!file) return;
    dispatch({ type: 'start', key });
    // Progress in steps of 5 %, and the end: XMLHttpRequest reports every few kilobytes, and each report would draw
    // the screen again (four uploads at once on a slow link: hundreds of renders for bars that barely move).
    let shown = 0;
    const progress = (fraction: number) => {
      const percent = Math.floor(fraction * 100);
      if (percent < shown + 5 && percent < 100) return;
      shown = percent;
      dispatch({ type: 'progress', key, fraction });
    };
    try {
      const { session: current, modelName: name } = latest.current;
      const modelId = await current.ensureModel(name);
      const { data } = await modelsRest.uploadPhoto(modelId, file, progress);
      latest.current.session.acceptPhotos(data.model.photos, data.addedIds);
      const failure = data.failures[0];
      if (failure) dispatch({ type: 'failed', key, error: failure.code });
      else finish(key);
    } catch (error) {
      dispatch({ type: 'failed', key, error: uploadError(error) });
    }
  }, []);

  const pump = useCallback(() => {
    while (active.current < UPLOADS_AT_ONCE && waiting.current.length > 0) {
      const next = waiting.current.shift()!;
      active.current += 1;
      void uploadOne(next).finally(() => {
        active.current -= 1;
        pump();
        // Every answer listed the photos as they were then; one last read settles the identity checks.
        if (active.current === 0 && waiting.current.length === 0) void latest.current.session.refresh().catch(() => undefined);
      });
    }
  }, [uploadOne]);

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
