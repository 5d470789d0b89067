import { describe, expect, it } from 'vitest';
import { PLANS } from '@kadr/core/catalogue/plans';
import { sectionsText } from '../../features/landing/rich-text';
import { formatMoney } from '../../lib/intl/format';
import { contactEmail } from '../legal/contact';
import { loadAboutContent } from './index';

const cheapestPackage = (currency: 'PLN' | 'USD') => Math.min(...PLANS.filter((p) => p.kind === 'package').map((p) => p.prices[currency])) / 100;

describe('the about page', () => {
  it('has the same sections in English and Polish', async () => {
    const [en, pl] = await Promise.all([loadAboutContent('en'), loadAboutContent('pl')]);
    expect(pl.sections.map((s) => s.id)).toEqual(en.sections.map((s) => s.id));
    expect(en.sections.map((s) => s.id)).toEqual(['who-we-are', 'different', 'engine', 'contact']);
  });

  it.each([
    ['en', 'USD', [/Credits never expire/, /Selfies deleted after 30 days/, /30-day money-back guarantee/, /taxes included/, /5 to 20 selfies/]],
    ['pl', 'PLN', [/Kredyty nigdy nie wygasają/, /Selfie usuwane po 30 dniach/, /30-dniowa gwarancja zwrotu pieniędzy/, /z podatkami/, /od 5 do 20 selfie/]],
  ] as const)('in %s states the promises, the starting price in %s from the catalogue and the contact', async (lang, currency, facts) => {
    const content = await loadAboutContent(lang);
    const all = sectionsText(content.sections);
    for (const fact of facts) expect(all).toMatch(fact);
    expect(all).toContain(formatMoney(cheapestPackage(currency), lang, currency));
    expect(all).toContain(contactEmail);
    expect(content.description.length).toBeGreaterThanOrEqual(70);
    expect(content.description.length).toBeLessThanOrEqual(160);
  });
});
