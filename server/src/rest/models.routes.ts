import { Hono, type Context } from 'hono';
import type { Viewer } from '../context';
import type { AppEnv } from '../http-types';
import { addModelPhotos, beginPhotoUpload } from '../modules/models/add-model-photos';
import { cancelTraining } from '../modules/models/cancel-training';
import { createModel } from '../modules/models/create-model';
import { deleteModel } from '../modules/models/delete-model';
import { getOwnedModel } from '../modules/models/get-owned-model';
import { listModelPhotos } from '../modules/models/list-model-photos';
import { listModels } from '../modules/models/list-models';
import { PHOTO_CHECK_PROCESSES, prewarmPhotoChecks } from '../modules/models/photo-intake';
import { modelDto } from '../modules/models/model';
import { removeModelPhoto } from '../modules/models/remove-model-photo';
import { setActiveModel } from '../modules/models/set-active-model';
import { startTraining } from '../modules/models/start-training';
import { chooseHeldOutPhotos } from '../modules/models/held-out-photos';
import { startFirstLook } from '../modules/preview/start-first-look';
import { generationCosts, PREVIEW_IMAGE_COST } from '@kadr/core/ledger/generation-costs';
import { ValidationError } from '@kadr/core/errors/app-error';
import { jsonBody, ok } from './envelope';
import { receivePhotoUploads, type ReceivedPhotos } from './photo-multipart';
import { ownerOf, type Actor } from '../modules/access/actor';
import { MAX_TRAINING_PHOTOS } from '@kadr/core/jobs/training-job';

type C = Context<AppEnv>;

/** /api/ai/models: the user's AI models, their training photos and training. */
export function modelRoutes(viewerOf: (c: C) => Promise<Viewer>) {
  const r = new Hono<AppEnv>();
  const services = (c: C) => c.get('ctx').services;
  const trainingMeta = (c: C) => ({ trainingCost: services(c).env.TRAINING_COST_CREDITS, maxPhotoMb: services(c).env.MAX_PHOTO_MB });

  async function modelWithPhotos(c: C, actor: Actor, modelId: string) {
    const s = services(c);
    const model = await getOwnedModel(s, actor, modelId);
    const [user, photos] = await Promise.all([
      s.prisma.user.findUniqueOrThrow({ where: { id: ownerOf(actor) }, select: { currentCustomModelId: true } }),
      listModelPhotos(s, model),
    ]);
    return { ...modelDto(model, user.currentCustomModelId), photos };
  }

  r.get('/', async (c) => {
    const { actor } = await viewerOf(c);
    // The upload screen opens with this list: someone about to drop 10–20 photos needs every photo-check process,
    // and starting one takes ~1 s of CPU (its face models). They start while the files are chosen, and stop again
    // when idle (15 s; the last one 5 minutes), so a list without an upload costs a little memory for a while.
    prewarmPhotoChecks(PHOTO_CHECK_PROCESSES);
    return ok(c, await listModels(services(c), actor), 200, trainingMeta(c));
  });

  r.post('/', async (c) => {
    const { actor } = await viewerOf(c);
    const { modelId } = await createModel(services(c), actor, await jsonBody(c));
    return ok(c, { modelId, model: await modelWithPhotos(c, actor, modelId) }, 201, trainingMeta(c));
  });

  r.get('/:modelId', async (c) => {
    const { actor } = await viewerOf(c);
    return ok(c, await modelWithPhotos(c, actor, c.req.param('modelId')), 200, trainingMeta(c));
  });

  r.delete('/:modelId', async (c) => {
    const { actor } = await viewerOf(c);
    await deleteModel(services(c), actor, c.req.param('modelId'));
    return ok(c, { deleted: true });
  });

  r.post('/:modelId/photos', async (c) => {
    const { actor } = await viewerOf(c);
    const modelId = c.req.param('modelId');
    const result = await withPhotoUpload(c, actor, modelId, (upload) => addModelPhotos(services(c), actor, modelId, upload.files, upload.refused));
    return ok(c, { ...result, model: await modelWithPhotos(c, actor, modelId) }, 201);
  });

  r.delete('/:modelId/photos/:photoId', async (c) => {
    const { actor } = await viewerOf(c);
    const modelId = c.req.param('modelId');
    await removeModelPhoto(services(c), actor, modelId, c.req.param('photoId'));
    return ok(c, { model: await modelWithPhotos(c, actor, modelId) });
  });

  // Spec §7: multipart with modelId, trainingType and repeated `images`; photos already added are used too.
  r.post('/:modelId/train', async (c) => {
    const { actor } = await viewerOf(c);
    const modelId = c.req.param('modelId');
    const isMultipart = (c.req.header('content-type') ?? '').startsWith('multipart/form-data');
    const { fields, added } = isMultipart
      ? await withPhotoUpload(c, actor, modelId, async (upload) => {
          if (upload.fields.modelId !== undefined && upload.fields.modelId !== modelId) throw new ValidationError('modelId does not match the path');
          const hasFiles = upload.fileCount > 0;
          return { fields: upload.fields, added: hasFiles ? await addModelPhotos(services(c), actor, modelId, upload.files, upload.refused) : { addedIds: [], failures: [] } };
        })
      : { fields: await jsonBody(c), added: { addedIds: [], failures: [] } };
    if (fields.modelId !== undefined && fields.modelId !== modelId) throw new ValidationError('modelId does not match the path');
    const started = await startTraining(services(c), actor, modelId, {
      trainingType: fields.trainingType ?? undefined,
      ...(fields.name !== undefined ? { name: fields.name } : {}),
    });
    return ok(c, { ...started, failures: added.failures, model: await modelWithPhotos(c, actor, modelId) }, 202, trainingMeta(c));
  });

  // A first look before training: {numberOfImages?, style?}; followed at /api/ai/headshots/jobs/{jobId} like headshots.
  r.post('/:modelId/first-look', async (c) => {
    const { actor } = await viewerOf(c);
    const started = await startFirstLook(services(c), actor, c.req.param('modelId'), await jsonBody(c));
    return ok(c, started, 202, { engine: started.engine, costs: { ...generationCosts(services(c).env), previewImage: PREVIEW_IMAGE_COST } });
  });

  // Issue #31: which accepted photos to keep back from training (likeness is measured on them); before training only.
  r.put('/:modelId/held-out', async (c) => {
    const { actor } = await viewerOf(c);
    const modelId = c.req.param('modelId');
    const chosen = await chooseHeldOutPhotos(services(c), actor, modelId, await jsonBody(c));
    return ok(c, { ...chosen, model: await modelWithPhotos(c, actor, modelId) });
  });

  r.post('/:modelId/cancel', async (c) => {
    const { actor } = await viewerOf(c);
    const modelId = c.req.param('modelId');
    const result = await cancelTraining(services(c), actor, modelId);
    return ok(c, { ...result, model: await modelWithPhotos(c, actor, modelId) }, 202);
  });

  r.post('/:modelId/activate', async (c) => {
    const { actor } = await viewerOf(c);
    const modelId = c.req.param('modelId');
    await setActiveModel(services(c), actor, modelId);
    return ok(c, await modelWithPhotos(c, actor, modelId));
  });

  return r;
}

/**
 * Streams a multipart upload of photos to temporary files, refusing it while it is read when it breaks a limit
 * (files beyond the model's room, one file over MAX_PHOTO_MB, the whole body over 20 of those), then runs `use`
 * on what was read; the temporary files are removed afterwards, whatever happened.
 */
async function withPhotoUpload<T>(c: C, actor: Actor, modelId: string, use: (upload: ReceivedPhotos) => Promise<T>): Promise<T> {
  const s = c.get('ctx').services;
  const { room, tooManyDetail } = await beginPhotoUpload(s, actor, modelId);
  const maxMb = s.env.MAX_PHOTO_MB;
  const upload = await receivePhotoUploads(c.req.raw, {
    maxFiles: room,
    tooManyDetail,
    maxFileBytes: maxMb * 1024 * 1024,
    tooLargeDetail: `at most ${maxMb} MB`,
    maxTotalBytes: maxUploadBytes(maxMb),
  });
  try {
    return await use(upload);
  } finally {
    await upload.dispose();
  }
}

/** The largest photo-upload body: MAX_TRAINING_PHOTOS files of MAX_PHOTO_MB, plus 1 MB of multipart framing and fields. */
export const maxUploadBytes = (maxPhotoMb: number) => (maxPhotoMb * MAX_TRAINING_PHOTOS + 1) * 1024 * 1024;
