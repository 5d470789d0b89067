import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { en } from '../../locales/en';
import { pl } from '../../locales/pl';
import { startingPrice } from '../../config/pricing';
import { firstDayOfWeek, formatDate, formatMoney, formatNumber, pluralCategory, weekdayNames } from './format';

const nbsp = /[\u00a0\u202f]/g;

describe('money', () => {
  it('shows the starting price with 2 decimals in USD for English and PLN for Polish', () => {
    expect(formatMoney(startingPrice.en, 'en')).toBe('$9.99');
    expect(formatMoney(startingPrice.pl, 'pl').replace(nbsp, ' ')).toBe('39,99 zł');
    expect(formatMoney(10, 'en')).toBe('$10.00');
  });
});

describe('numbers and dates', () => {
  it('groups digits per locale', () => {
    expect(formatNumber(12345.5, 'en')).toBe('12,345.5');
    expect(formatNumber(12345.5, 'pl').replace(nbsp, ' ')).toBe('12 345,5');
  });

  it('formats dates in Polish with the week starting on Monday', () => {
    expect(formatDate('2025-03-05T12:00:00Z', 'pl')).toBe('5 marca 2025');
    expect(formatDate('2025-03-05T12:00:00Z', 'en')).toBe('March 5, 2025');
    expect(firstDayOfWeek('pl')).toBe(1);
    expect(weekdayNames('pl')[0]).toBe('pon.');
    expect(weekdayNames('en')[0]).toBe('Sun');
  });
});

describe('Polish plurals', () => {
  it('uses one for 1, few for 2-4 except 12-14, many otherwise', () => {
    expect([1, 2, 4, 5, 12, 14, 22, 25, 112].map((n) => pluralCategory(n, 'pl'))).toEqual([
      'one', 'few', 'few', 'many', 'many', 'many', 'few', 'many', 'many',
    ]);
  });

  it('renders credit counts with the right Polish form', () => {
    const intl = createIntl({ locale: 'pl-PL', messages: pl });
    const credits = (count: number) => intl.formatMessage({ id: 'common.credits.count' }, { count });
    expect(credits(1)).toBe('1 kredyt');
    expect(credits(3)).toBe('3 kredyty');
    expect(credits(5)).toBe('5 kredytów');
    expect(credits(13)).toBe('13 kredytów');
    expect(credits(22)).toBe('22 kredyty');
    const enIntl = createIntl({ locale: 'en-US', messages: en });
    expect(enIntl.formatMessage({ id: 'common.credits.count' }, { count: 1 })).toBe('1 credit');
    expect(enIntl.formatMessage({ id: 'common.credits.count' }, { count: 7 })).toBe('7 credits');
  });
});
