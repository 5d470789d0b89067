import type { LanguageCode } from '../../config/languages';
import type { ScreenKey } from '../../config/routes';
import { lazyContent } from '../../lib/lazy-content';
import type { LegalDocument, LegalDocumentId } from './types';

export { contactEmail, legalLastUpdated } from './contact';
export { legalDocumentIds, type LegalDocument, type LegalDocumentId } from './types';

// One module per document and language, so a page loads only the words it shows.
const imports: Record<LegalDocumentId, Record<LanguageCode, () => Promise<{ document: LegalDocument }>>> = {
  privacy: { en: () => import('./privacy-en'), pl: () => import('./privacy-pl') },
  terms: { en: () => import('./terms-en'), pl: () => import('./terms-pl') },
  cookies: { en: () => import('./cookies-en'), pl: () => import('./cookies-pl') },
};

type Key = `${LegalDocumentId}:${LanguageCode}`;

const load = lazyContent((key: Key) => {
  const [id, lang] = key.split(':') as [LegalDocumentId, LanguageCode];
  return imports[id][lang]().then((m) => m.document);
});

/** A legal document in one language (a cached promise, for `use`). */
export const loadLegalDocument = (id: LegalDocumentId, lang: LanguageCode): Promise<LegalDocument> => load(`${id}:${lang}`);

const documentOf: Partial<Record<ScreenKey, LegalDocumentId>> = {
  privacyPolicy: 'privacy',
  termsOfService: 'terms',
  cookiePolicy: 'cookies',
};

/** The document a legal page shows. */
export const legalDocumentOf = (screen: ScreenKey): LegalDocumentId => documentOf[screen] ?? 'privacy';

/** The words around every legal document. */
export const legalUi: Record<LanguageCode, { lastUpdated: (date: string) => string; contents: string }> = {
  en: { lastUpdated: (date) => `Last updated: ${date}`, contents: 'Contents' },
  pl: { lastUpdated: (date) => `Ostatnia aktualizacja: ${date}`, contents: 'Spis treści' },
};
