import { api } from '../../../lib/api';

/** A style preset as `GET /api/ai/styles` answers it (public: no sign-in, no Apollo). */
export interface ShowcaseStyle {
  id: string;
  name: { en: string; pl: string };
  description: { en: string; pl: string };
  /** Signed and short-lived; null until the server has drawn the preview. */
  previewUrl: string | null;
}

/** Credits per delivered item, from the answer's metadata. */
export interface ShowcaseCosts {
  standardPhoto: number;
  highQualityPhoto: number;
  shortVideo: number;
  backgroundChange: number;
}

export interface StyleShowcase {
  styles: ShowcaseStyle[];
  costs: ShowcaseCosts;
}

const costKeys = ['standardPhoto', 'highQualityPhoto', 'shortVideo', 'backgroundChange'] as const;

function readCosts(value: unknown): ShowcaseCosts {
  const costs = (value ?? {}) as Record<string, unknown>;
  if (!costKeys.every((key) => typeof costs[key] === 'number')) throw new Error('The styles answer has no costs');
  return costs as unknown as ShowcaseCosts;
}

/** The style presets with their previews, and what each kind of generation costs. */
export async function fetchStyleShowcase(): Promise<StyleShowcase> {
  const { data, metadata } = await api.get<ShowcaseStyle[]>('/api/ai/styles');
  return { styles: data, costs: readCosts(metadata?.costs) };
}
