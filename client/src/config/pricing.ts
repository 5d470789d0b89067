import type { LanguageCode } from './languages';

/** The displayed starting price per language (prices include taxes). */
export const startingPrice: Record<LanguageCode, number> = { en: 9.99, pl: 39.99 };

export const creditCosts = { standardPhoto: 1, highQualityPhoto: 2, shortVideo: 5 } as const;

export const moneyBackGuaranteeDays = 30;
export const paymentResultRedirectSeconds = 10;
export const passwordMinLength = 6;
