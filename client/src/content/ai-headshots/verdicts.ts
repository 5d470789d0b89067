import type { IndustryId, StyleId } from '../../features/ai-headshots/matrix';
import type { Verdict } from './types';

const R = 'recommended';
const W = 'works';
const T = 'thinkTwice';

/**
 * How well each style suits each profession, the same in every language (the words of each language explain why:
 * en.ts and pl.ts `fit`). Judged from where the photos are used and what clients of the profession expect.
 */
export const verdicts: Record<IndustryId, Record<StyleId, Verdict>> = {
  lawyers: { professional: R, casual: T, artistic: T, vintage: T, 'studio-grey': R, 'office-blur': R, outdoor: T, 'solid-white': W, 'solid-navy': R, 'solid-beige': W, 'original-blur': T },
  doctors: { professional: R, casual: W, artistic: T, vintage: T, 'studio-grey': R, 'office-blur': W, outdoor: W, 'solid-white': R, 'solid-navy': W, 'solid-beige': W, 'original-blur': W },
  'real-estate': { professional: W, casual: R, artistic: T, vintage: T, 'studio-grey': W, 'office-blur': W, outdoor: R, 'solid-white': R, 'solid-navy': W, 'solid-beige': W, 'original-blur': W },
  software: { professional: W, casual: R, artistic: W, vintage: W, 'studio-grey': W, 'office-blur': R, outdoor: R, 'solid-white': T, 'solid-navy': R, 'solid-beige': W, 'original-blur': R },
  finance: { professional: R, casual: T, artistic: T, vintage: T, 'studio-grey': R, 'office-blur': R, outdoor: W, 'solid-white': W, 'solid-navy': R, 'solid-beige': W, 'original-blur': T },
  consultants: { professional: R, casual: W, artistic: T, vintage: T, 'studio-grey': R, 'office-blur': R, outdoor: W, 'solid-white': W, 'solid-navy': R, 'solid-beige': W, 'original-blur': W },
  sales: { professional: W, casual: R, artistic: T, vintage: T, 'studio-grey': W, 'office-blur': R, outdoor: R, 'solid-white': W, 'solid-navy': W, 'solid-beige': W, 'original-blur': W },
  marketing: { professional: W, casual: R, artistic: R, vintage: W, 'studio-grey': W, 'office-blur': W, outdoor: R, 'solid-white': W, 'solid-navy': W, 'solid-beige': R, 'original-blur': W },
  teachers: { professional: W, casual: R, artistic: T, vintage: T, 'studio-grey': W, 'office-blur': W, outdoor: R, 'solid-white': W, 'solid-navy': W, 'solid-beige': R, 'original-blur': R },
  architects: { professional: W, casual: W, artistic: R, vintage: W, 'studio-grey': R, 'office-blur': W, outdoor: W, 'solid-white': R, 'solid-navy': W, 'solid-beige': R, 'original-blur': W },
  executives: { professional: R, casual: T, artistic: W, vintage: T, 'studio-grey': R, 'office-blur': R, outdoor: W, 'solid-white': W, 'solid-navy': R, 'solid-beige': W, 'original-blur': T },
  recruiters: { professional: W, casual: R, artistic: T, vintage: T, 'studio-grey': W, 'office-blur': R, outdoor: W, 'solid-white': W, 'solid-navy': W, 'solid-beige': R, 'original-blur': W },
};
