import { describe, expect, it } from 'vitest';
import { creditCosts } from '../../config/pricing';
import { blocksText } from '../../features/landing/rich-text';
import { faqPageJsonLd } from '../../features/landing/faq-json-ld';
import { contactEmail } from '../legal/contact';
import { faqGroupIds, loadFaqContent, type FaqContent } from './index';

const answerOf = (content: FaqContent, id: string) => {
  const item = content.groups.flatMap((g) => g.items).find((i) => i.id === id);
  if (!item) throw new Error(`no question ${id}`);
  return blocksText(item.answer);
};

describe('the FAQ', () => {
  it('has the same groups and questions in English and Polish, at least 3 per topic', async () => {
    const [en, pl] = await Promise.all([loadFaqContent('en'), loadFaqContent('pl')]);
    expect(en.groups.map((g) => g.id)).toEqual([...faqGroupIds]);
    expect(pl.groups.map((g) => g.items.map((i) => i.id))).toEqual(en.groups.map((g) => g.items.map((i) => i.id)));
    for (const group of en.groups) expect(group.items.length).toBeGreaterThanOrEqual(3);
    const ids = en.groups.flatMap((g) => g.items.map((i) => i.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([
    ['en', { 'photos-count': /At least 5 and at most 20.*10 to 20/, 'credits-expire': /never expire/, 'refunds-withdrawal': /within 14 days/, 'refunds-how': /within 14 business days/, 'refunds-guarantee': /30 days of the purchase/, 'privacy-selfies': /deleted automatically 30 days after/, 'teams-admins': /see and download the headshots made with team credits/ }],
    ['pl', { 'photos-count': /Co najmniej 5 i nie więcej niż 20.*10–20/, 'credits-expire': /nigdy nie wygasają/, 'refunds-withdrawal': /w ciągu 14 dni/, 'refunds-how': /w ciągu 14 dni roboczych/, 'refunds-guarantee': /30 dni od zakupu/, 'privacy-selfies': /usuwane automatycznie 30 dni po/, 'teams-admins': /oglądać i pobierać zdjęcia wykonane za kredyty zespołu/ }],
  ] as const)('in %s answers with the facts of the spec', async (lang, facts) => {
    const content = await loadFaqContent(lang);
    for (const [id, fact] of Object.entries(facts)) expect(answerOf(content, id)).toMatch(fact);
    const costs = answerOf(content, 'credits-costs');
    for (const cost of Object.values(creditCosts)) expect(costs).toMatch(new RegExp(`${cost} (credit|kredyt)`));
    expect(answerOf(content, 'refunds-guarantee')).toContain(contactEmail);
    expect(content.description.length).toBeGreaterThanOrEqual(70);
    expect(content.description.length).toBeLessThanOrEqual(160);
  });

  it('describes itself as FAQPage data: every question with its answer as text', async () => {
    const content = await loadFaqContent('pl');
    const items = content.groups.flatMap((g) => g.items);
    const data = faqPageJsonLd(items) as { '@type': string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(items.length);
    expect(data.mainEntity[0]?.name).toBe('Ile selfie potrzebuję?');
    expect(data.mainEntity.every((q) => q.acceptedAnswer.text.length > 20)).toBe(true);
  });
});
