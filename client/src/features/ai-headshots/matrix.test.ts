import { describe, expect, it } from 'vitest';
import { HEADSHOT_STYLES } from '@kadr/core/catalogue/headshot-styles';
import { languageCodes } from '../../config/languages';
import { localizePath } from '../../config/routes';
import { allMatrixPages, findMatrixPage, industries, matrixPagePath, resolveMatrixRoute, styles } from './matrix';

describe('the programmatic pages matrix', () => {
  it('has at least 12 industries and every style preset of the engine, no more', () => {
    expect(industries.length).toBeGreaterThanOrEqual(12);
    expect(styles.map((s) => s.id).sort()).toEqual(HEADSHOT_STYLES.map((s) => s.id).sort());
    expect(allMatrixPages()).toHaveLength(industries.length * styles.length);
  });

  it.each(languageCodes)('has unique, URL-safe slugs in %s', (lang) => {
    for (const list of [industries, styles]) {
      const slugs = list.map((item) => item.slugs[lang]);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('never gives one slug to two different things across the languages', () => {
    for (const list of [industries, styles]) {
      const owner = new Map<string, string>();
      for (const item of list) {
        for (const slug of Object.values(item.slugs)) {
          expect(owner.get(slug) ?? item.id, slug).toBe(item.id);
          owner.set(slug, item.id);
        }
      }
    }
  });

  it('reads the slugs of either language, also mixed', () => {
    expect(findMatrixPage('lawyers', 'professional')).toEqual({ industry: 'lawyers', style: 'professional' });
    expect(findMatrixPage('prawnicy', 'profesjonalny')).toEqual({ industry: 'lawyers', style: 'professional' });
    expect(findMatrixPage('agenci-nieruchomosci', 'white-background')).toEqual({ industry: 'real-estate', style: 'solid-white' });
    expect(findMatrixPage('lawyers', 'no-such-style')).toBeUndefined();
    expect(findMatrixPage('astronauts', 'professional')).toBeUndefined();
    expect(findMatrixPage(undefined, 'professional')).toBeUndefined();
  });

  it.each(languageCodes)('gives every page a path in %s under the index that reads back to the same page', (lang) => {
    const paths = new Set<string>();
    for (const page of allMatrixPages()) {
      const path = matrixPagePath(page, lang);
      expect(path.startsWith(`${localizePath('aiHeadshots', lang)}/`)).toBe(true);
      const [industry, style] = path.split('/').slice(-2);
      expect(findMatrixPage(industry, style)).toEqual(page);
      expect(resolveMatrixRoute(industry, style, lang)).toEqual({ kind: 'page', page });
      paths.add(path);
    }
    expect(paths.size).toBe(allMatrixPages().length);
  });

  it('sends the other language’s slugs to this language’s page and unknown slugs to not-found', () => {
    expect(resolveMatrixRoute('prawnicy', 'profesjonalny', 'en')).toEqual({ kind: 'redirect', to: '/en/ai-headshots/lawyers/professional' });
    expect(resolveMatrixRoute('lawyers', 'profesjonalny', 'en')).toEqual({ kind: 'redirect', to: '/en/ai-headshots/lawyers/professional' });
    expect(resolveMatrixRoute('software-engineers', 'outdoor', 'pl')).toEqual({ kind: 'redirect', to: '/pl/zdjecia-biznesowe-ai/programisci/plener' });
    expect(resolveMatrixRoute('lawyers', 'classic', 'en')).toEqual({ kind: 'notFound' });
    expect(resolveMatrixRoute('prawnicy', undefined, 'pl')).toEqual({ kind: 'notFound' });
  });
});
