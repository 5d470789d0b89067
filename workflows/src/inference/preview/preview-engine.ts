import type { ObjectStore } from '@kadr/core/object-store/object-store';
import { stylePrompt } from '@kadr/core/catalogue/headshot-style-prompts';
import type { HeadshotAspectRatio } from '@kadr/core/jobs/headshot-job';
import type { PredictionContext, ProviderImage } from '../replicate/replicate-headshots';

// What the remote "first look" engines share (capability `preview`): one request per image to a single-reference
// identity model, given the user's best selfie and a prompt for a professional headshot in a style. Nothing is bound
// to a LoRA, so any provider offering `preview` may make any image (runWithFailover picks one per image).

export interface PreviewRequest {
  jobId: string;
  /** Which image of the job (0-based): part of the webhook URL, for the access logs. */
  index: number;
  /** The selfie in our store: uploaded to the provider's own file storage (our store need not be reachable). */
  selfieKey: string;
  style: string;
  aspectRatio: HeadshotAspectRatio;
  seed: number;
}

export interface PreviewContext extends PredictionContext {
  /** Where the selfie is read from. */
  store: ObjectStore;
}

export interface PreviewEngine {
  readonly name: 'replicate' | 'fal';
  render(req: PreviewRequest, ctx: PreviewContext): Promise<ProviderImage>;
}

/**
 * The instruction an image-editing model gets with the selfie: keep the person (face, identity, expression within
 * reason), change framing, clothes, light and background to a professional headshot in the style's words.
 */
export function previewPrompt(style: string): string {
  return (
    'Turn this selfie into a professional headshot of the same person. Keep their face, facial features, skin tone, ' +
    `hair and identity exactly as they are. Head and shoulders, looking at the camera, ${stylePrompt(style)}`
  );
}

/** The selfie's content type and a file name for the upload, from its bytes. */
export const selfieFileType = (bytes: Buffer) =>
  bytes[0] === 0x89 && bytes[1] === 0x50 ? { contentType: 'image/png', fileName: 'selfie.png' } : { contentType: 'image/jpeg', fileName: 'selfie.jpg' };
