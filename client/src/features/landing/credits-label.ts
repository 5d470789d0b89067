import type { LanguageCode } from '../../config/languages';
import { pluralCategory } from '../../lib/intl/format';

const polish: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'kredyt', few: 'kredyty', many: 'kredytów' };

/** "1 credit", "2 credits"; "1 kredyt", "2 kredyty", "5 kredytów" (spec: Polish plurals one/few/many). */
export function creditsLabel(count: number, lang: LanguageCode): string {
  if (lang === 'pl') return `${count} ${polish[pluralCategory(count, 'pl')] ?? 'kredytu'}`;
  return `${count} ${count === 1 ? 'credit' : 'credits'}`;
}
