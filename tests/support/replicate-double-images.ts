import sharp from 'sharp';
import type { ReplicateModelVersion } from '@kadr/workflows/inference/replicate/replicate-types';

// The double's FLUX LoRA model versions (what a training pushes to the destination model): their input schema as
// Replicate publishes it (GET /v1/models/{owner}/{name}/versions/{id}), the checks the model's input validation
// makes, and the images it "generates": the person it was trained on, i.e. one of the training photos, framed to
// the asked aspect ratio at one megapixel, in the asked format.

export const FLUX_ASPECT_RATIOS = ['1:1', '16:9', '21:9', '3:2', '2:3', '4:5', '5:4', '3:4', '4:3', '9:16', '9:21'] as const;
const FORMATS = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' } as const;

const INPUT_PROPERTIES: Record<string, Record<string, unknown>> = {
  prompt: { type: 'string', description: 'Prompt for generated image. Include the trigger_word used in the training process.' },
  image: { type: 'string', format: 'uri', description: 'Input image for img2img or inpainting mode.' },
  mask: { type: 'string', format: 'uri' },
  aspect_ratio: { enum: [...FLUX_ASPECT_RATIOS, 'custom'], default: '1:1', description: 'The size will always be 1 megapixel.' },
  width: { type: 'integer', minimum: 256, maximum: 1440 },
  height: { type: 'integer', minimum: 256, maximum: 1440 },
  prompt_strength: { type: 'number', minimum: 0, maximum: 1, default: 0.8 },
  model: { enum: ['dev', 'schnell'], default: 'dev' },
  num_outputs: { type: 'integer', minimum: 1, maximum: 4, default: 1 },
  num_inference_steps: { type: 'integer', minimum: 1, maximum: 50, default: 28 },
  guidance_scale: { type: 'number', minimum: 0, maximum: 10, default: 3 },
  seed: { type: 'integer' },
  output_format: { enum: Object.keys(FORMATS), default: 'webp' },
  output_quality: { type: 'integer', minimum: 0, maximum: 100, default: 80 },
  disable_safety_checker: { type: 'boolean', default: false },
  go_fast: { type: 'boolean', default: false },
  megapixels: { enum: ['1', '0.25'], default: '1' },
  lora_scale: { type: 'number', minimum: -1, maximum: 2, default: 1 },
  extra_lora: { type: 'string' },
  extra_lora_scale: { type: 'number', minimum: -1, maximum: 2, default: 1 },
};

/** A trained FLUX LoRA version as `GET /v1/models/{owner}/{name}/versions/{id}` answers it. */
export function fluxLoraVersion(id: string, createdAt: string): ReplicateModelVersion {
  return {
    id,
    created_at: createdAt,
    cog_version: '0.9.25',
    openapi_schema: {
      components: {
        schemas: {
          Input: { properties: INPUT_PROPERTIES, required: ['prompt'] },
          Output: { type: 'array', items: { type: 'string', format: 'uri' } },
        } as never,
      },
    },
  };
}

/** The first problem with a FLUX LoRA prediction's input, worded like the model's input validation. */
export function badFluxInput(input: Record<string, unknown> | undefined): string | null {
  if (!input || typeof input !== 'object') return 'input is required';
  if (typeof input.prompt !== 'string' || !input.prompt.trim()) return '- prompt: prompt is required';
  for (const [key, spec] of Object.entries(INPUT_PROPERTIES)) {
    const value = input[key];
    if (value === undefined) continue;
    if (Array.isArray(spec.enum) && !spec.enum.includes(value)) return `- ${key}: ${key} must be one of the following: ${spec.enum.map((v) => `"${v}"`).join(', ')}`;
    if (spec.type === 'integer' && !Number.isInteger(value)) return `- ${key}: Input should be a valid integer`;
    if (spec.type === 'number' && typeof value !== 'number') return `- ${key}: Input should be a valid number`;
    if (typeof value === 'number' && typeof spec.minimum === 'number' && value < spec.minimum) return `- ${key}: Input should be greater than or equal to ${spec.minimum}`;
    if (typeof value === 'number' && typeof spec.maximum === 'number' && value > spec.maximum) return `- ${key}: Input should be less than or equal to ${spec.maximum}`;
  }
  return null;
}

/** Width and height of one megapixel at `ratio` ('w:h'), multiples of 16 (1024×1024 for 1:1). */
export function megapixelSize(ratio: string): { width: number; height: number } {
  const [w, h] = ratio.split(':').map(Number) as [number, number];
  const side = (x: number) => Math.round(Math.sqrt(1024 * 1024 * x) / 16) * 16;
  return { width: side(w / h), height: side(h / w) };
}

/**
 * The image a trained version makes: `source` (the person) framed to the aspect ratio at one megapixel, in the
 * asked format ('webp' by default, like the model). Returns the bytes, their content type and file extension.
 */
export async function portraitOutput(source: Buffer, input: Record<string, unknown>): Promise<{ body: Buffer; type: string; ext: string }> {
  const { width, height } = megapixelSize(String(input.aspect_ratio ?? '1:1'));
  const asked = String(input.output_format ?? 'webp');
  const format: keyof typeof FORMATS = asked === 'jpg' || asked === 'png' ? asked : 'webp';
  const quality = typeof input.output_quality === 'number' ? input.output_quality : 80;
  const framed = sharp(source).rotate().resize(width, height, { fit: 'cover', position: 'centre', kernel: 'lanczos3' });
  const body =
    format === 'jpg' ? await framed.jpeg({ quality }).toBuffer() : format === 'png' ? await framed.png().toBuffer() : await framed.webp({ quality }).toBuffer();
  return { body, type: FORMATS[format], ext: format };
}
