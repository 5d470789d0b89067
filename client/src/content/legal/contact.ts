/**
 * The one address for everything about your data, refunds, complaints and questions: the privacy policy, the
 * terms, the FAQ and the about page all show this constant.
 */
export const contactEmail = 'privacy@kadr.app';

/** When the legal pages were last changed (ISO date; shown as "last updated"). */
export const legalLastUpdated = '2026-11-26';
