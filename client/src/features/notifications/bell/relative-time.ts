import { languages, type LanguageCode } from '../../../config/languages';

const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

/** "5 minutes ago" / "5 minut temu"; under a minute reads "now" / "teraz". */
export function relativeTime(at: string | Date, now: number, lang: LanguageCode): string {
  const format = new Intl.RelativeTimeFormat(languages[lang].locale, { numeric: 'auto' });
  let value = (new Date(at).getTime() - now) / 1000;
  if (Math.abs(value) < 60) return format.format(0, 'second');
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit);
    value /= size;
  }
  return format.format(Math.round(value), 'year');
}
