import type { IntlShape } from 'react-intl';
import type { LanguageCode } from '../../../config/languages';
import { formatDate } from '../../../lib/intl/format';

/** Date and time of a console row, e.g. "Nov 26, 2026, 2:38 AM" / "26 lis 2026, 02:38". */
export const formatDateTime = (date: string, lang: LanguageCode) => formatDate(date, lang, { dateStyle: 'medium', timeStyle: 'short' });

/** A JSON column (before, after, details) as an object; null when empty or not an object. */
export function parseJsonObject(value: string | null | undefined): Record<string, unknown> | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A value's words where the catalogue has them (ledger kinds, training states), else the value itself. */
export const knownWords = (intl: IntlShape, id: string, value: string) => (intl.messages[id] ? intl.formatMessage({ id }) : value);

/** Message ids allow no underscores or dots: signup_bonus → signupBonus, credits.adjust → creditsAdjust. */
export const camel = (value: string) => value.replace(/[_.](\w)/g, (_, c: string) => c.toUpperCase());

/** What a table shows for a value it does not have. */
export const NONE = '—';

export const showValue = (value: unknown): string => (value === null || value === undefined ? NONE : typeof value === 'object' ? JSON.stringify(value) : String(value));
