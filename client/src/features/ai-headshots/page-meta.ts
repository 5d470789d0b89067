import type { LanguageCode } from '../../config/languages';
import { localizePath } from '../../config/routes';
import type { FaqEntry, HeadshotContent } from '../../content/ai-headshots/types';
import type { PageMeta } from '../../seo/page-meta';
import { matrixPagePath, type MatrixPage } from './matrix';
import { startingPriceText } from './price';
import { capitalize, fill } from './words';

export interface Crumb {
  name: string;
  path: string;
}

/** The page's h1 and title: "AI headshots for lawyers: professional style". */
export function matrixPageTitle(content: HeadshotContent, page: MatrixPage): string {
  return fill(content.words.page.title, { industry: content.industries[page.industry].forWhom, style: content.styles[page.style].label });
}

/** Home › AI headshots › this page. */
export function matrixCrumbs(content: HeadshotContent, page: MatrixPage, lang: LanguageCode): Crumb[] {
  return [
    { name: content.words.home, path: localizePath('landing', lang) },
    { name: content.words.index.title, path: localizePath('aiHeadshots', lang) },
    { name: capitalize(`${content.industries[page.industry].name}: ${content.styles[page.style].label}`), path: matrixPagePath(page, lang) },
  ];
}

export function breadcrumbJsonLd(crumbs: Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: crumb.path })),
  };
}

export function faqJsonLd(faq: FaqEntry[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map((entry) => ({ '@type': 'Question', name: entry.question, acceptedAnswer: { '@type': 'Answer', text: entry.answer } })),
  };
}

/** Title, description, both languages' paths (hreflang) and JSON-LD of one industry × style page. */
export function matrixPageMeta(content: HeadshotContent, page: MatrixPage, lang: LanguageCode): PageMeta {
  const industry = content.industries[page.industry];
  return {
    title: matrixPageTitle(content, page),
    description: fill(content.words.page.description, { industry: industry.forWhom, style: content.styles[page.style].label, price: startingPriceText(lang) }),
    paths: { en: matrixPagePath(page, 'en'), pl: matrixPagePath(page, 'pl') },
    jsonLd: [breadcrumbJsonLd(matrixCrumbs(content, page, lang)), faqJsonLd(industry.faq)],
  };
}

export function indexPageMeta(content: HeadshotContent, lang: LanguageCode): PageMeta {
  const crumbs: Crumb[] = [
    { name: content.words.home, path: localizePath('landing', lang) },
    { name: content.words.index.title, path: localizePath('aiHeadshots', lang) },
  ];
  return { title: content.words.index.title, description: content.words.index.description, jsonLd: [breadcrumbJsonLd(crumbs)] };
}
