import { describe, expect, it } from 'vitest';
import { PLANS } from '@kadr/core/catalogue/plans';
import type { LanguageCode } from '../../config/languages';
import { creditCosts } from '../../config/pricing';
import { storageKeys } from '../../config/storage-keys';
import { plainText, sectionsText, type Section } from '../../features/landing/rich-text';
import { formatMoney } from '../../lib/intl/format';
import { contactEmail, legalDocumentIds, loadLegalDocument, type LegalDocument, type LegalDocumentId } from './index';

const load = async (id: LegalDocumentId, lang: LanguageCode): Promise<LegalDocument> => loadLegalDocument(id, lang);
const text = (document: LegalDocument) => [document.description, document.lead, sectionsText(document.sections)].join('\n');

/** Section ids in document order, subsections as parent/child. */
function ids(sections: readonly Section[], parent = ''): string[] {
  return sections.flatMap((s) => [parent + s.id, ...ids(s.subsections ?? [], `${parent}${s.id}/`)]);
}

describe.each(legalDocumentIds)('the %s document', (id) => {
  it('has the same sections in English and Polish, each with a title and content', async () => {
    const [en, pl] = await Promise.all([load(id, 'en'), load(id, 'pl')]);
    expect(ids(pl.sections)).toEqual(ids(en.sections));
    expect(new Set(ids(en.sections)).size).toBe(ids(en.sections).length);
    for (const doc of [en, pl]) {
      for (const section of doc.sections) {
        expect(section.title.trim()).not.toBe('');
        expect(section.blocks.length).toBeGreaterThan(0);
      }
    }
  });

  it.each(['en', 'pl'] as const)('has a %s meta description of 70–160 characters and names the contact address', async (lang) => {
    const doc = await load(id, lang);
    expect(doc.description.length).toBeGreaterThanOrEqual(70);
    expect(doc.description.length).toBeLessThanOrEqual(160);
    expect(text(doc)).toContain(contactEmail);
  });

  it('is the same promise on every render (use() needs a stable one)', () => {
    expect(loadLegalDocument(id, 'pl')).toBe(loadLegalDocument(id, 'pl'));
  });
});

describe('the privacy policy', () => {
  it.each([
    ['en', /selfies: deleted automatically 30 days after/i, /Art\. 6\(1\)\(b\)/, /Prezes UODO/, /not sell/, /train general AI models/],
    ['pl', /Selfie: usuwamy automatycznie 30 dni po/, /Art\. 6 ust\. 1 lit\. b/, /Prezes UODO/, /Nie sprzedajemy/, /trenowania ogólnych modeli AI/],
  ] as const)('in %s states the selfie retention, the legal bases, the authority and what is never done', async (lang, ...facts) => {
    const all = text(await load('privacy', lang));
    for (const fact of facts) expect(all).toMatch(fact);
    for (const processor of ['Stripe', 'Replicate']) expect(all).toContain(processor);
  });

  it.each(['en', 'pl'] as const)('in %s lists every GDPR right by its article', async (lang) => {
    const all = text(await load('privacy', lang));
    for (const article of ['15', '16', '17', '18', '20', '21']) expect(all).toMatch(new RegExp(`art\\. ${article}\\)`));
    expect(all).toMatch(/art\. 7/);
  });
});

describe('the terms of service', () => {
  it.each([
    ['en', /within 14 days from the day you made it/, /within 14 business days/, /30-day money-back guarantee/, /Credits never expire/, /I understand and want to continue/, /include taxes/],
    ['pl', /w ciągu 14 dni od dnia jej zawarcia/, /w ciągu 14 dni roboczych/, /30-dniowa gwarancja zwrotu pieniędzy/, /Kredyty nigdy nie wygasają/, /Rozumiem i chcę kontynuować/, /zawierają podatki/],
  ] as const)('in %s state the withdrawal right, refund time, guarantee, credits and taxes', async (lang, ...facts) => {
    const all = text(await load('terms', lang));
    for (const fact of facts) expect(all).toMatch(fact);
  });

  it.each(['en', 'pl'] as const)('in %s show every plan of the catalogue at its prices in PLN and USD', async (lang) => {
    const doc = await load('terms', lang);
    const credits = doc.sections.find((s) => s.id === 'credits');
    const priceTable = credits?.blocks.find((b) => b.kind === 'table');
    expect(priceTable?.kind).toBe('table');
    const rows = priceTable?.kind === 'table' ? priceTable.rows.map((row) => row.join(' | ')) : [];
    expect(rows).toHaveLength(PLANS.length);
    PLANS.forEach((plan, i) => {
      expect(rows[i]).toContain(plan.name[lang]);
      expect(rows[i]).toContain(String(plan.credits));
      expect(rows[i]).toContain(formatMoney(plan.prices.PLN / 100, lang, 'PLN'));
      expect(rows[i]).toContain(formatMoney(plan.prices.USD / 100, lang, 'USD'));
    });
  });

  it.each(['en', 'pl'] as const)('in %s give the credit cost of a photo, a high-quality photo and a video', async (lang) => {
    const all = text(await load('terms', lang));
    const word = lang === 'en' ? 'credit' : 'kredyt';
    for (const cost of Object.values(creditCosts)) expect(all).toMatch(new RegExp(`: ${cost} ${word}`));
  });
});

describe('the cookie policy', () => {
  it.each(['en', 'pl'] as const)('in %s names every key the app writes to browser storage', async (lang) => {
    const doc = await load('cookies', lang);
    const stored = doc.sections.find((s) => s.id === 'stored');
    const table = stored?.blocks.find((b) => b.kind === 'table');
    const named = table?.kind === 'table' ? table.rows.map((row) => plainText(row[0] ?? '')) : [];
    expect(named.sort()).toEqual(Object.values(storageKeys).sort());
  });

  it.each([
    ['en', /no cookies for tracking or advertising/],
    ['pl', /nie ustawia plików cookie do śledzenia ani reklam/],
  ] as const)('in %s says no tracking cookies are set and nothing else without consent', async (lang, fact) => {
    const all = text(await load('cookies', lang));
    expect(all).toMatch(fact);
    expect(all).toMatch(lang === 'en' ? /Nothing else is stored without your consent/ : /Bez Twojej zgody nie zapisujemy niczego więcej/);
  });
});
