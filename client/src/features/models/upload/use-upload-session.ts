import { useCallback, useEffect, useRef, useState } from 'react';
import { modelsRest, trainingMeta, type ModelPhoto, type RestModel, type RestModelWithPhotos, type TrainingMeta } from '../api/models-rest';
import { isInProgress } from '../shared/model-status';
import { mergePhotos } from './merge-photos';

const defaultMeta: TrainingMeta = { trainingCost: 0, maxPhotoMb: 15 };
/** Models the upload screen continues with: not trained yet, or a training that did not finish. */
const reusable = (m: RestModel) => m.training_status === 'draft' || m.training_status === 'failed' || m.training_status === 'canceled';

/** The user's models as the upload screen needs them: limits, the training running, the model to continue. */
async function readSession() {
  const list = await modelsRest.list();
  const draft = list.data.find(reusable);
  return {
    meta: trainingMeta(list) ?? defaultMeta,
    training: list.data.find((m) => isInProgress(m.training_status)) ?? null,
    model: draft ? (await modelsRest.get(draft.id)).data : null,
  };
}

/**
 * The model the upload screen fills: the user's newest untrained model, or a new one created with the first
 * photo. Also the model that is training right now, if any, and the server's limits (cost, max size).
 */
export function useUploadSession() {
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [meta, setMeta] = useState<TrainingMeta>(defaultMeta);
  const [model, setModel] = useState<RestModelWithPhotos | null>(null);
  const [training, setTraining] = useState<RestModel | null>(null);
  const creating = useRef<Promise<string> | null>(null);
  const removed = useRef(new Set<string>());

  // The state changes once the answers are in: never synchronously in the effect that calls this.
  const fetchSession = useCallback(
    () =>
      readSession().then(
        (session) => {
          setMeta(session.meta);
          setTraining(session.training);
          setModel(session.model);
          setStatus('ready');
        },
        () => setStatus('error'),
      ),
    [],
  );

  useEffect(() => {
    void fetchSession();
  }, [fetchSession]);

  /** Loads it all again (after an error): `loading` until it is back. */
  const load = useCallback(() => {
    setStatus('loading');
    return fetchSession();
  }, [fetchSession]);

  // The callbacks below read the model at the time they run, not the one of the render that made them.
  const modelRef = useRef(model);
  useEffect(() => {
    modelRef.current = model;
  }, [model]);

  /** The model's id, creating the model (once, even for concurrent callers) on the first photo. */
  const ensureModel = useCallback((name: string): Promise<string> => {
    if (modelRef.current) return Promise.resolve(modelRef.current.id);
    creating.current ??= modelsRest.create(name.trim() || undefined).then(({ data }) => {
      setModel((m) => m ?? data.model);
      return data.modelId;
    });
    creating.current.catch(() => (creating.current = null));
    return creating.current;
  }, []);

  /** Takes the photo list of a server answer, merged with what newer answers already showed. */
  /** Takes an upload's answer: the photos it lists, of which `addedIds` are the ones this upload stored. */
  const acceptPhotos = useCallback((incoming: ModelPhoto[], addedIds: string[]) => {
    setModel((m) => (m ? { ...m, photos: mergePhotos(m.photos, incoming, removed.current, new Set(addedIds)) } : m));
  }, []);

  const replaceModel = useCallback((next: RestModelWithPhotos) => {
    setModel({ ...next, photos: next.photos.filter((p) => !removed.current.has(p.id)) });
  }, []);

  const removePhoto = useCallback(async (photoId: string) => {
    const id = modelRef.current?.id;
    if (!id) return;
    const { data } = await modelsRest.removePhoto(id, photoId);
    removed.current.add(photoId);
    replaceModel(data.model);
  }, [replaceModel]);

  /** Keeps this photo out of training instead of the last one kept out now (the others stay as they are). */
  const keepOut = useCallback(async (photoId: string) => {
    const current = modelRef.current;
    if (!current) return;
    const heldOut = current.photos.filter((p) => p.held_out && !p.purged).map((p) => p.id);
    if (heldOut.length === 0 || heldOut.includes(photoId)) return;
    const { data } = await modelsRest.chooseHeldOut(current.id, [...heldOut.slice(0, -1), photoId]);
    replaceModel(data.model);
  }, [replaceModel]);

  const refresh = useCallback(async () => {
    const id = modelRef.current?.id;
    if (id) replaceModel((await modelsRest.get(id)).data);
  }, [replaceModel]);

  return { status, meta, model, training, load, ensureModel, acceptPhotos, removePhoto, keepOut, refresh };
}

export type UploadSession = ReturnType<typeof useUploadSession>;
