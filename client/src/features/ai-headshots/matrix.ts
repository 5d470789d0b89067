import type { LanguageCode } from '../../config/languages';
import { localizePath } from '../../config/routes';

/**
 * The programmatic pages' matrix: which industries and styles have a page, and their slugs in each language. The
 * one slug table of /ai-headshots/{industry}/{style} (/pl/zdjecia-biznesowe-ai/{branza}/{styl}): the router, the
 * prerender, the sitemap and the server's 404 all read it. Small on purpose: the pages' words live elsewhere.
 */

type Slugs = Record<LanguageCode, string>;

export const industries = [
  { id: 'lawyers', slugs: { en: 'lawyers', pl: 'prawnicy' } },
  { id: 'doctors', slugs: { en: 'doctors', pl: 'lekarze' } },
  { id: 'real-estate', slugs: { en: 'real-estate-agents', pl: 'agenci-nieruchomosci' } },
  { id: 'software', slugs: { en: 'software-engineers', pl: 'programisci' } },
  { id: 'finance', slugs: { en: 'finance-and-accounting', pl: 'finanse-i-ksiegowosc' } },
  { id: 'consultants', slugs: { en: 'consultants', pl: 'konsultanci' } },
  { id: 'sales', slugs: { en: 'sales', pl: 'handlowcy' } },
  { id: 'marketing', slugs: { en: 'marketing', pl: 'marketing' } },
  { id: 'teachers', slugs: { en: 'teachers-and-trainers', pl: 'nauczyciele-i-trenerzy' } },
  { id: 'architects', slugs: { en: 'architects-and-designers', pl: 'architekci-i-projektanci' } },
  { id: 'executives', slugs: { en: 'executives', pl: 'kadra-zarzadzajaca' } },
  { id: 'recruiters', slugs: { en: 'hr-and-recruiters', pl: 'hr-i-rekruterzy' } },
] as const satisfies readonly { id: string; slugs: Slugs }[];

/** Every headshot style preset of the engine (core/src/catalogue/headshot-styles.ts), by the same ids. */
export const styles = [
  { id: 'professional', slugs: { en: 'professional', pl: 'profesjonalny' } },
  { id: 'casual', slugs: { en: 'casual', pl: 'swobodny' } },
  { id: 'artistic', slugs: { en: 'artistic', pl: 'artystyczny' } },
  { id: 'vintage', slugs: { en: 'vintage', pl: 'retro' } },
  { id: 'studio-grey', slugs: { en: 'studio-grey', pl: 'szare-studio' } },
  { id: 'office-blur', slugs: { en: 'office-background', pl: 'tlo-biurowe' } },
  { id: 'outdoor', slugs: { en: 'outdoor', pl: 'plener' } },
  { id: 'solid-white', slugs: { en: 'white-background', pl: 'biale-tlo' } },
  { id: 'solid-navy', slugs: { en: 'navy-background', pl: 'granatowe-tlo' } },
  { id: 'solid-beige', slugs: { en: 'beige-background', pl: 'bezowe-tlo' } },
  { id: 'original-blur', slugs: { en: 'blurred-own-background', pl: 'rozmyte-wlasne-tlo' } },
] as const satisfies readonly { id: string; slugs: Slugs }[];

export type IndustryId = (typeof industries)[number]['id'];
export type StyleId = (typeof styles)[number]['id'];

export interface MatrixPage {
  industry: IndustryId;
  style: StyleId;
}

/** Every page of the matrix (industry-major order). */
export function allMatrixPages(): MatrixPage[] {
  return industries.flatMap((industry) => styles.map((style) => ({ industry: industry.id, style: style.id })));
}

const bySlug = <T extends { slugs: Slugs }>(list: readonly T[], slug: string | undefined) =>
  list.find((item) => item.slugs.en === slug || item.slugs.pl === slug);

/**
 * The page at these slugs, read in either language (a Polish slug under /en is the same page: the caller redirects
 * to this language's slugs); undefined when there is none (the not-found page, 404).
 */
export function findMatrixPage(industrySlug: string | undefined, styleSlug: string | undefined): MatrixPage | undefined {
  const industry = bySlug(industries, industrySlug);
  const style = bySlug(styles, styleSlug);
  return industry && style ? { industry: industry.id, style: style.id } : undefined;
}

export function industrySlug(id: IndustryId, lang: LanguageCode): string {
  return industries.find((i) => i.id === id)!.slugs[lang];
}

export function styleSlug(id: StyleId, lang: LanguageCode): string {
  return styles.find((s) => s.id === id)!.slugs[lang];
}

/** Absolute path of a matrix page in a language. */
export function matrixPagePath(page: MatrixPage, lang: LanguageCode): string {
  return localizePath('aiHeadshotsPage', lang, { industry: industrySlug(page.industry, lang), style: styleSlug(page.style, lang) });
}

export type MatrixRoute = { kind: 'page'; page: MatrixPage } | { kind: 'redirect'; to: string } | { kind: 'notFound' };

/**
 * What /{lang}/…/{industry}/{style} shows: the page when both slugs are this language's, a redirect to them when
 * either is the other language's, the not-found page when either is unknown.
 */
export function resolveMatrixRoute(industry: string | undefined, style: string | undefined, lang: LanguageCode): MatrixRoute {
  const page = findMatrixPage(industry, style);
  if (!page) return { kind: 'notFound' };
  if (industry === industrySlug(page.industry, lang) && style === styleSlug(page.style, lang)) return { kind: 'page', page };
  return { kind: 'redirect', to: matrixPagePath(page, lang) };
}
