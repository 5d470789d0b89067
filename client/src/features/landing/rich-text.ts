import type { ScreenKey } from '../../config/routes';

/**
 * Long public texts (legal pages, FAQ, about, landing) are data in per-language modules under client/src/content,
 * written with the few shapes below and drawn by RichBlocks. Data, not markup: the same words feed the page, its
 * JSON-LD (plainText) and the tests that check the facts in both languages.
 */

/** A piece of running text: words, a link (a screen of the app in the page's language, a section of the same page,
 * an outside address), the contact address as a mailto link, or stressed words. */
export type Inline =
  | string
  | { text: string; screen: ScreenKey; search?: string }
  | { text: string; anchor: string }
  | { text: string; url: string }
  | { email: string }
  | { strong: string };

export type Rich = string | readonly Inline[];

/** Running text: a paragraph or a bulleted list. */
export type TextBlock = { kind: 'p'; text: Rich } | { kind: 'list'; items: readonly Rich[] };

export type TableBlock = { kind: 'table'; caption: string; head: readonly string[]; rows: readonly (readonly Rich[])[] };

export type Block = TextBlock | TableBlock;

/** A titled part of a document (an h2; its subsections are h3). `id` is the same in every language. */
export interface Section {
  id: string;
  title: string;
  blocks: readonly Block[];
  subsections?: readonly Section[];
}

export const p = (...text: Inline[]): TextBlock => ({ kind: 'p', text });
export const list = (...items: Rich[]): TextBlock => ({ kind: 'list', items });
export const table = (caption: string, head: readonly string[], rows: readonly (readonly Rich[])[]): TableBlock => ({ kind: 'table', caption, head, rows });

function inlineText(inline: Inline): string {
  if (typeof inline === 'string') return inline;
  if ('email' in inline) return inline.email;
  if ('strong' in inline) return inline.strong;
  return inline.text;
}

/** The words of rich text without markup (JSON-LD, meta, tests). */
export function plainText(rich: Rich): string {
  return typeof rich === 'string' ? rich : rich.map(inlineText).join('');
}

/** The words of blocks, one line per paragraph, list item or table row. */
export function blocksText(blocks: readonly Block[]): string {
  return blocks
    .map((block) => {
      if (block.kind === 'p') return plainText(block.text);
      if (block.kind === 'list') return block.items.map(plainText).join('\n');
      return [block.caption, block.head.join(' | '), ...block.rows.map((row) => row.map(plainText).join(' | '))].join('\n');
    })
    .join('\n');
}

/** Every word of sections and their subsections, titles included. */
export function sectionsText(sections: readonly Section[]): string {
  return sections.map((s) => [s.title, blocksText(s.blocks), sectionsText(s.subsections ?? [])].join('\n')).join('\n');
}
