import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PLANS } from '@kadr/core/catalogue/plans';
import { creditCosts } from '../../config/pricing';
import { formatMoney } from '../../lib/intl/format';
import { featuredFaq as featuredEn } from '../faq/featured-en';
import { featuredFaq as featuredPl } from '../faq/featured-pl';
import { loadLandingContent } from './index';

const cheapestPackage = (currency: 'PLN' | 'USD') => Math.min(...PLANS.filter((p) => p.kind === 'package').map((p) => p.prices[currency])) / 100;

describe('the landing page words', () => {
  it('have the same shape in English and Polish, with the FAQ page’s own questions', async () => {
    const [en, pl] = await Promise.all([loadLandingContent('en'), loadLandingContent('pl')]);
    expect(pl.howItWorks.steps).toHaveLength(en.howItWorks.steps.length);
    expect(pl.trust.points).toHaveLength(en.trust.points.length);
    expect(en.faq).toEqual([featuredEn.photosCount, featuredEn.trainingTime, featuredEn.creditsExpire]);
    expect(pl.faq).toEqual([featuredPl.photosCount, featuredPl.trainingTime, featuredPl.creditsExpire]);
  });

  it.each([
    ['en', 'USD', [/Credits never expire/, /30-day money-back guarantee/, /deleted after 30 days/, /include taxes/]],
    ['pl', 'PLN', [/Kredyty nigdy nie wygasają/, /30-dniowa gwarancja zwrotu pieniędzy/, /usuwane po 30 dniach/, /Ceny z podatkami/]],
  ] as const)('in %s show the catalogue’s starting price in %s, the credit costs and the trust points', async (lang, currency, facts) => {
    const content = await loadLandingContent(lang);
    const from = formatMoney(cheapestPackage(currency), lang, currency);
    expect(content.hero.note).toContain(from);
    expect(content.pricing.text).toContain(from);
    for (const cost of Object.values(creditCosts)) expect(content.howItWorks.steps[2].text).toMatch(new RegExp(`${cost} (credit|kredyt)`));
    const trust = content.trust.points.map((p) => `${p.title}. ${p.text}`).join('\n');
    for (const fact of facts) expect(trust).toMatch(fact);
    expect(content.description.length).toBeGreaterThanOrEqual(70);
    expect(content.description.length).toBeLessThanOrEqual(160);
  });

  it('offer BLIK and Przelewy24 only on the Polish page (the English one sells in USD, by card)', async () => {
    expect((await loadLandingContent('pl')).pricing.methods).toMatch(/BLIK.*Przelewy24/);
    expect((await loadLandingContent('en')).pricing.methods).not.toMatch(/BLIK|Przelewy24/);
  });
});

// The landing page's JavaScript stays small: its static imports, and those of the one language module it loads,
// never reach the whole FAQ, the legal documents or the about page.
const src = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const IMPORT = /(?:^|\n)\s*(?:import|export)(\s+type)?\s[^;]*?from\s*['"]([^'"]+)['"]/g;

function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const [, typeOnly, specifier] of source.matchAll(IMPORT)) {
    if (typeOnly || !specifier?.startsWith('.')) continue;
    const base = resolve(dirname(file), specifier);
    const target = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((p) => /\.tsx?$/.test(p) && existsSync(p));
    if (target) found.push(target);
  }
  return found;
}

function reachable(root: string): Set<string> {
  const seen = new Set<string>();
  const queue = [root];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return new Set([...seen].map((f) => relative(src, f)));
}

describe('the landing page bundle', () => {
  const heavy = ['content/faq/en.ts', 'content/faq/pl.ts', 'content/about/en.ts', 'content/about/pl.ts', ...['privacy', 'terms', 'cookies'].flatMap((d) => [`content/legal/${d}-en.ts`, `content/legal/${d}-pl.ts`])];

  it('loads its words lazily, one language at a time', () => {
    const page = reachable(join(src, 'app/routes/landing-page.tsx'));
    expect(page.has('features/landing/hero.tsx')).toBe(true);
    expect(page.has('content/landing/en.ts')).toBe(false);
    expect(page.has('content/landing/pl.ts')).toBe(false);
    expect([...reachable(join(src, 'content/landing/pl.ts'))].filter((f) => f.endsWith('/en.ts') || f.endsWith('-en.ts'))).toEqual([]);
  });

  it.each(['app/routes/landing-page.tsx', 'content/landing/en.ts', 'content/landing/pl.ts'])('does not reach the FAQ, legal or about modules from %s', (root) => {
    const files = reachable(join(src, root));
    expect(heavy.filter((f) => files.has(f))).toEqual([]);
  });
});
