/** A small XML writer for the FA(3) document: elements in one default namespace, text escaped, two-space indents. */

export interface XmlElement {
  name: string;
  attrs?: Record<string, string>;
  text?: string;
  children?: XmlChild[];
}

/** Absent children (null, undefined, false, '') are left out, so optional parts read as `cond && el(…)`. */
export type XmlChild = XmlElement | null | undefined | false | '';

export function el(name: string, content: string | number | XmlChild[], attrs?: Record<string, string>): XmlElement {
  if (Array.isArray(content)) return { name, attrs, children: content };
  return { name, attrs, text: String(content) };
}

/**
 * Characters XML 1.0 forbids, and those KSeF rejects as "discouraged" (docs: faktury/weryfikacja-faktury.md:
 * #x7F–#x84, #x86–#x9F, #xFDD0–#xFDEF, the non-characters U+xFFFE/U+xFFFF); they cannot be printed on an invoice.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this pattern removes
const UNWANTED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u0084\u0086-\u009F\uFDD0-\uFDEF\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(UNWANTED, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function write(node: XmlElement, depth: number, out: string[]) {
  const pad = '  '.repeat(depth);
  const attrs = Object.entries(node.attrs ?? {})
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join('');
  const children = (node.children ?? []).filter((c): c is XmlElement => !!c);
  if (node.text !== undefined) {
    out.push(`${pad}<${node.name}${attrs}>${escapeXml(node.text)}</${node.name}>`);
  } else if (children.length === 0) {
    out.push(`${pad}<${node.name}${attrs}/>`);
  } else {
    out.push(`${pad}<${node.name}${attrs}>`);
    for (const child of children) write(child, depth + 1, out);
    out.push(`${pad}</${node.name}>`);
  }
}

/** The document with its UTF-8 declaration (KSeF takes a prolog only if it names UTF-8). */
export function serializeXml(root: XmlElement): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  write(root, 0, out);
  return `${out.join('\n')}\n`;
}
