import type { LanguageCode } from '../config/languages';
import { screens, switchLanguagePath } from '../config/routes';
import { findMatrixPage, matrixPagePath } from '../features/ai-headshots/matrix';

/**
 * The same page in another language: the screen's slug translated (switchLanguagePath), and on a programmatic page
 * the industry and style slugs too (/en/ai-headshots/lawyers/casual → /pl/zdjecia-biznesowe-ai/prawnicy/swobodny),
 * so the link is the page's canonical address there, not a redirect.
 */
export function alternatePath(currentPath: string, lang: LanguageCode): string {
  const translated = switchLanguagePath(currentPath, lang);
  const cut = translated.search(/[?#]/);
  const pathname = cut === -1 ? translated : translated.slice(0, cut);
  const suffix = cut === -1 ? '' : translated.slice(cut);
  const [, head, industry, style, ...rest] = pathname.split('/').filter(Boolean);
  if (head !== screens.aiHeadshots.slugs[lang] || rest.length > 0 || !industry || !style) return translated;
  const page = findMatrixPage(decodeURIComponent(industry), decodeURIComponent(style));
  return page ? matrixPagePath(page, lang) + suffix : translated;
}
