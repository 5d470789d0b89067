import type { Section } from '../../features/landing/rich-text';

export const legalDocumentIds = ['privacy', 'terms', 'cookies'] as const;
export type LegalDocumentId = (typeof legalDocumentIds)[number];

/** One legal page in one language. */
export interface LegalDocument {
  /** The page's meta description, 70–160 characters. */
  description: string;
  /** The paragraph under the title: what the document covers. */
  lead: string;
  sections: readonly Section[];
}
