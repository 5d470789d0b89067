import { describe, expect, it } from 'vitest';
import { HEADSHOT_STYLES } from '@kadr/core/catalogue/headshot-styles';
import { HEADSHOT_STYLE_PROMPTS, stylesWithoutPrompt } from '@kadr/core/catalogue/headshot-style-prompts';
import { headshotInput, headshotPrompt, type HeadshotPredictionRequest } from './replicate-headshots';

const request = (over: Partial<HeadshotPredictionRequest> = {}): HeadshotPredictionRequest => ({
  jobId: 'job-1',
  index: 0,
  version: `kadr/kadr-headshots:${'a'.repeat(64)}`,
  triggerWord: 'TOK',
  prompt: 'corporate headshot in a navy suit',
  negativePrompt: null,
  style: 'studio-grey',
  aspectRatio: '4:5',
  quality: 'standard',
  intensity: 0.5,
  seed: 1234,
  ...over,
});

describe('the replicate headshot prompt and input', () => {
  it('names the trained person by the trigger word once, then the user’s words, then the style’s', () => {
    expect(headshotPrompt('TOK', 'corporate headshot, navy suit.', 'studio-grey')).toBe(
      `photo of TOK, corporate headshot, navy suit, ${HEADSHOT_STYLE_PROMPTS['studio-grey']}`,
    );
    expect(headshotPrompt('TOK', 'TOK smiling in an office', 'professional')).toBe(`TOK smiling in an office, ${HEADSHOT_STYLE_PROMPTS.professional}`);
    // TOKEN is not the trigger word TOK.
    expect(headshotPrompt('TOK', 'TOKEN of success', 'casual').startsWith('photo of TOK, TOKEN of success, ')).toBe(true);
    expect(headshotPrompt(null, 'a headshot', 'vintage')).toBe(`a headshot, ${HEADSHOT_STYLE_PROMPTS.vintage}`);
  });

  it('has words for every style of the local engine', () => {
    expect(stylesWithoutPrompt()).toEqual([]);
    expect(HEADSHOT_STYLES.length).toBeGreaterThan(0);
  });

  it('asks for one JPEG of the ratio, guidance from style intensity, and leaves out a negative prompt FLUX does not take', () => {
    const flux = new Set(['prompt', 'aspect_ratio', 'num_outputs', 'output_format', 'output_quality', 'num_inference_steps', 'guidance_scale', 'lora_scale', 'seed']);
    expect(headshotInput(request({ negativePrompt: 'blurry' }), flux)).toEqual({
      prompt: `photo of TOK, corporate headshot in a navy suit, ${HEADSHOT_STYLE_PROMPTS['studio-grey']}`,
      aspect_ratio: '4:5',
      num_outputs: 1,
      output_format: 'jpg',
      output_quality: 90,
      num_inference_steps: 28,
      guidance_scale: 3,
      lora_scale: 1,
      seed: 1234,
    });
    expect(headshotInput(request({ intensity: 0, quality: 'high' }), flux)).toMatchObject({ guidance_scale: 2, num_inference_steps: 40, output_quality: 95 });
    expect(headshotInput(request({ intensity: 1 }), flux).guidance_scale).toBe(4);
  });

  it('passes the negative prompt to a version whose schema takes one, and only the inputs the schema names', () => {
    const sdxl = new Set(['prompt', 'negative_prompt', 'aspect_ratio', 'num_outputs', 'seed']);
    expect(headshotInput(request({ negativePrompt: ' blurry, cartoon ' }), sdxl)).toEqual({
      prompt: expect.any(String),
      negative_prompt: 'blurry, cartoon',
      aspect_ratio: '4:5',
      num_outputs: 1,
      seed: 1234,
    });
    // An empty negative prompt is no negative prompt; an unknown schema gets the FLUX LoRA inputs.
    expect(headshotInput(request({ negativePrompt: '  ' }), sdxl)).not.toHaveProperty('negative_prompt');
    expect(headshotInput(request({ negativePrompt: 'blurry' }), null)).not.toHaveProperty('negative_prompt');
    expect(headshotInput(request(), null)).toMatchObject({ output_format: 'jpg', lora_scale: 1 });
  });
});
