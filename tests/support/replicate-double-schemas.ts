import type { ReplicateModel, ReplicateModelVersion, SchemaObject } from '@kadr/workflows/inference/replicate/replicate-types';

// Input schemas the double's models publish (`openapi_schema`, as Cog writes it: an enum input points at a named
// schema through `allOf`/`$ref`), for the trainer's version and the image-to-video models; and two models that are
// not what Kadr needs, for the checks that refuse them.

const version = (id: string, input: Record<string, SchemaObject>, required: string[], named: Record<string, SchemaObject> = {}): ReplicateModelVersion => ({
  id,
  created_at: '2025-06-01T00:00:00.000Z',
  cog_version: '0.14.0',
  openapi_schema: { components: { schemas: { Input: { type: 'object', properties: input, required }, ...named } } },
});

/** ostris/flux-dev-lora-trainer's train() inputs (the ones Kadr sends, and some it leaves at their defaults). */
export function trainerVersion(id: string): ReplicateModelVersion {
  return version(
    id,
    {
      input_images: { type: 'string', format: 'uri' },
      trigger_word: { type: 'string' },
      autocaption: { type: 'boolean' },
      steps: { type: 'integer', minimum: 3, maximum: 6000 },
      lora_rank: { type: 'integer', minimum: 1, maximum: 128 },
      learning_rate: { type: 'number' },
      batch_size: { type: 'integer' },
      resolution: { type: 'string' },
      hf_token: { type: 'string' },
    },
    ['input_images'],
  );
}

/** A version that trains nothing Kadr can use: it takes a prompt, no photos. */
export function notATrainerVersion(id: string): ReplicateModelVersion {
  return version(id, { prompt: { type: 'string' }, seed: { type: 'integer' } }, ['prompt']);
}

/** bytedance/seedance-1-lite's inputs: an optional first frame, the prompt, 2–12 s, 480p/720p/1080p. */
export function seedanceVersion(id: string): ReplicateModelVersion {
  return version(
    id,
    {
      prompt: { type: 'string' },
      image: { type: 'string', format: 'uri' },
      duration: { type: 'integer', minimum: 2, maximum: 12 },
      resolution: { allOf: [{ $ref: '#/components/schemas/resolution' }] },
      aspect_ratio: { allOf: [{ $ref: '#/components/schemas/aspect_ratio' }] },
      fps: { allOf: [{ $ref: '#/components/schemas/fps' }] },
      camera_fixed: { type: 'boolean' },
      seed: { type: 'integer' },
    },
    ['prompt'],
    {
      resolution: { type: 'string', enum: ['480p', '720p', '1080p'] },
      aspect_ratio: { type: 'string', enum: ['16:9', '4:3', '1:1', '3:4', '9:16', '21:9', '9:21'] },
      fps: { type: 'integer', enum: [24] },
    },
  );
}

/** A text-to-video model: no `image` input, 5 or 10 seconds, 720p only. */
export function textToVideoVersion(id: string): ReplicateModelVersion {
  return version(
    id,
    { prompt: { type: 'string' }, duration: { allOf: [{ $ref: '#/components/schemas/duration' }] }, resolution: { allOf: [{ $ref: '#/components/schemas/resolution' }] } },
    ['prompt'],
    { duration: { type: 'integer', enum: [5, 10] }, resolution: { type: 'string', enum: ['720p'] } },
  );
}

/** A public model as `GET /v1/models/{owner}/{name}` answers it, its latest version with the schema. */
export const publicModel = (owner: string, name: string, latest: ReplicateModelVersion): ReplicateModel => ({
  url: `https://replicate.com/${owner}/${name}`,
  owner,
  name,
  description: null,
  visibility: 'public',
  latest_version: latest,
});
