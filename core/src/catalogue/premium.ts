// Free versus premium (spec §7: a premium-only marker on some features, a subscription-tier badge). The spec names
// no premium feature, so Kadr chooses: ultra video quality is premium — it needs an active subscription (or one
// past due while Stripe retries its renewal); everything else, standard and high video included, is free. The
// server refuses a premium feature to anyone else with PREMIUM_REQUIRED.

export const VIDEO_QUALITY_TIERS = { standard: 'free', high: 'free', ultra: 'premium' } as const;

export const isPremiumVideoQuality = (quality: string): boolean => VIDEO_QUALITY_TIERS[quality as keyof typeof VIDEO_QUALITY_TIERS] === 'premium';
