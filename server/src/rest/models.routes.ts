import { Hono, type Context } from 'hono';
import type { Viewer } from '../context';
import type { AppEnv } from '../http-types';
import { addModelPhotos, type UploadFile } from '../modules/models/add-model-photos';
import { cancelTraining } from '../modules/models/cancel-training';
import { createModel } from '../modules/models/create-model';
import { deleteModel } from '../modules/models/delete-model';
import { getOwnedModel } from '../modules/models/get-owned-model';
import { listModelPhotos } from '../modules/models/list-model-photos';
import { listModels } from '../modules/models/list-models';
import { modelDto } from '../modules/models/model';
import { UploadError } from '../modules/models/models.errors';
import { removeModelPhoto } from '../modules/models/remove-model-photo';
import { setActiveModel } from '../modules/models/set-active-model';
import { startTraining } from '../modules/models/start-training';
import { ValidationError } from '../../../core/src/errors/app-error';
import { jsonBody, ok } from './envelope';
import { ownerOf, type Actor } from '../modules/access/actor';

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
    const { files } = await readMultipart(c);
    const result = await addModelPhotos(services(c), actor, modelId, files);
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
    const { files, fields } = isMultipart ? await readMultipart(c) : { files: [], fields: await jsonBody(c) };
    if (fields.modelId !== undefined && fields.modelId !== modelId) throw new ValidationError('modelId does not match the path');
    const added = files.length ? await addModelPhotos(services(c), actor, modelId, files) : { addedIds: [], failures: [] };
    const started = await startTraining(services(c), actor, modelId, {
      trainingType: fields.trainingType ?? undefined,
      ...(fields.name !== undefined ? { name: fields.name } : {}),
    });
    return ok(c, { ...started, failures: added.failures, model: await modelWithPhotos(c, actor, modelId) }, 202, trainingMeta(c));
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

/** Files from `images` (repeated) or `images[]`; text fields as strings. Not multipart → 415-style 400. */
async function readMultipart(c: C): Promise<{ files: UploadFile[]; fields: Record<string, string> }> {
  if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
    throw new ValidationError('Send the photos as multipart/form-data in the field "images"');
  }
  const form = await c.req.formData().catch(() => {
    throw new ValidationError('The upload could not be read (malformed multipart body)');
  });
  const files: UploadFile[] = [];
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else if (name === 'images' || name === 'images[]') files.push({ name: value.name || 'photo', bytes: new Uint8Array(await value.arrayBuffer()) });
    else throw new UploadError('INVALID_FILE_FORMAT', `unexpected file field "${name}" (use "images")`);
  }
  return { files, fields };
}
