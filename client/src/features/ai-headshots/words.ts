import type { LanguageCode } from '../../config/languages';
import type { PageWords } from '../../content/ai-headshots/types';
import { pluralCategory } from '../../lib/intl/format';

/** Fills `{name}` marks of a content template. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (mark, name: string) => (name in values ? String(values[name]) : mark));
}

/** "professional style" → "Professional style" (link texts and list items start with a capital). */
export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** "1 credit", "2 kredyty", "5 kredytów": the language's plural form of a credit count. */
export function creditsText(count: number, lang: LanguageCode, forms: PageWords['price']['credits']): string {
  return fill(forms[pluralCategory(count, lang)] ?? forms.other, { count });
}
