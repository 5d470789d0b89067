import { describe, expect, it } from 'vitest';
import { languageCodes, type LanguageCode } from '../../config/languages';
import { allMatrixPages, industries, styles } from '../../features/ai-headshots/matrix';
import { indexPageMeta, matrixPageMeta } from '../../features/ai-headshots/page-meta';
import { content as en } from './en';
import { content as pl } from './pl';
import type { HeadshotContent } from './types';
import { verdicts } from './verdicts';

const contents: Record<LanguageCode, HeadshotContent> = { en, pl };

const words = (text: string) => new Set(text.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).map((s) => s.trim());

/** Share of words two texts have in common (Jaccard): near 1 for a template with a word swapped. */
function overlap(a: string, b: string): number {
  const [wa, wb] = [words(a), words(b)];
  const common = [...wa].filter((w) => wb.has(w)).length;
  return common / (wa.size + wb.size - common);
}

describe.each(languageCodes)('the programmatic pages’ content in %s', (lang) => {
  const content = contents[lang];

  it('has every industry’s texts: lead, advice lists and 3–4 questions', () => {
    expect(Object.keys(content.industries).sort()).toEqual(industries.map((i) => i.id).sort());
    for (const { id } of industries) {
      const industry = content.industries[id];
      for (const text of [industry.name, industry.forWhom, industry.summary]) expect(text.trim(), id).not.toBe('');
      expect(industry.lead.length, id).toBeGreaterThan(120);
      for (const list of [industry.backgrounds, industry.clothing, industry.avoid, industry.uses]) {
        expect(list.length, id).toBeGreaterThanOrEqual(3);
        for (const item of list) expect(item.length, id).toBeGreaterThan(20);
      }
      expect(industry.faq.length, id).toBeGreaterThanOrEqual(3);
      expect(industry.faq.length, id).toBeLessThanOrEqual(4);
      for (const { question, answer } of industry.faq) {
        expect(question, id).toMatch(/\?$/);
        expect(answer.length, id).toBeGreaterThan(60);
      }
    }
  });

  it('has every style’s label and a description of its look', () => {
    expect(Object.keys(content.styles).sort()).toEqual(styles.map((s) => s.id).sort());
    for (const { id } of styles) {
      expect(content.styles[id].label.trim(), id).not.toBe('');
      expect(content.styles[id].look.length, id).toBeGreaterThan(100);
    }
  });

  it('has a fit note for every industry × style, none of them repeated', () => {
    const notes = allMatrixPages().map(({ industry, style }) => content.fit[industry]?.[style] ?? '');
    for (const note of notes) expect(note.length).toBeGreaterThan(60);
    expect(new Set(notes).size).toBe(notes.length);
    const allSentences = notes.flatMap(sentences);
    expect(new Set(allSentences).size).toBe(allSentences.length);
  });

  it('writes each style’s notes for each profession, not one template with the profession swapped', () => {
    for (const { id: style } of styles) {
      const notes = industries.map(({ id }) => content.fit[id][style]);
      for (let i = 0; i < notes.length; i++) {
        for (let j = i + 1; j < notes.length; j++) expect(overlap(notes[i]!, notes[j]!), `${style}: ${notes[i]} / ${notes[j]}`).toBeLessThan(0.4);
      }
    }
  });

  it('gives no two industries the same advice or questions', () => {
    const texts = industries.flatMap(({ id }) => {
      const i = content.industries[id];
      return [i.lead, i.summary, ...i.backgrounds, ...i.clothing, ...i.avoid, ...i.uses, ...i.faq.map((f) => f.answer)];
    });
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('gives every page its own title and a 70–160 character description', () => {
    const titles = new Set<string>();
    for (const page of allMatrixPages()) {
      const meta = matrixPageMeta(content, page, lang);
      expect(meta.description.length, meta.description).toBeGreaterThanOrEqual(70);
      expect(meta.description.length, meta.description).toBeLessThanOrEqual(160);
      expect(meta.description).not.toMatch(/\{\w+\}/);
      titles.add(meta.title);
    }
    expect(titles.size).toBe(allMatrixPages().length);
    const index = indexPageMeta(content, lang);
    expect(index.description.length).toBeGreaterThanOrEqual(70);
    expect(index.description.length).toBeLessThanOrEqual(160);
  });
});

describe('the two languages', () => {
  it('are written separately, not copied', () => {
    for (const page of allMatrixPages()) expect(pl.fit[page.industry][page.style]).not.toBe(en.fit[page.industry][page.style]);
    for (const { id } of industries) expect(pl.industries[id].lead).not.toBe(en.industries[id].lead);
    const polish = allMatrixPages().filter((p) => /[ąćęłńóśźż]/i.test(pl.fit[p.industry][p.style]));
    expect(polish.length).toBeGreaterThan(allMatrixPages().length * 0.9);
  });

  it('put the same number of questions and advice items on each industry’s page', () => {
    for (const { id } of industries) {
      for (const key of ['backgrounds', 'clothing', 'avoid', 'uses', 'faq'] as const) expect(pl.industries[id][key].length, `${id} ${key}`).toBe(en.industries[id][key].length);
    }
  });
});

describe('the verdicts', () => {
  it('judge every industry × style, and differ from one profession to another', () => {
    for (const page of allMatrixPages()) expect(['recommended', 'works', 'thinkTwice']).toContain(verdicts[page.industry][page.style]);
    for (const { id } of industries) {
      const row = Object.values(verdicts[id]);
      expect(row, id).toContain('recommended');
      expect(row.length, id).toBe(styles.length);
    }
    const rows = industries.map(({ id }) => JSON.stringify(verdicts[id]));
    expect(new Set(rows).size).toBeGreaterThan(industries.length / 2);
  });
});
