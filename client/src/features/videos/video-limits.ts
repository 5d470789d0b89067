/** The server's limits (VIDEO_MIN_SECONDS / VIDEO_MAX_SECONDS, default 5), shown beside the duration slider. */
export const VIDEO_MIN_SECONDS = 3;
export const VIDEO_MAX_SECONDS = 10;
export const VIDEO_DEFAULT_SECONDS = 5;
/** Spec §9. */
export const VIDEO_QUALITIES = ['standard', 'high', 'ultra'] as const;
/** Qualities that need a subscription (the server decides: core/src/catalogue/premium.ts; this marks them). */
export const PREMIUM_VIDEO_QUALITIES: readonly string[] = ['ultra'];
