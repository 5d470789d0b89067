import { describe, expect, it } from 'vitest';
import { formatDate, formatMinor, formatMoney, formatQuantity, formatRate, polishDateOf } from './invoice-pdf-format';

const plain = (value: string): string => value.replaceAll('\u00a0', ' ');

describe('invoice PDF formatting', () => {
  it('writes amounts Polish style, grouping four-digit numbers too, with zł or the currency code after', () => {
    expect(plain(formatMoney(123_456, 'PLN', 'pl'))).toBe('1 234,56 zł');
    expect(plain(formatMoney(5, 'PLN', 'pl'))).toBe('0,05 zł');
    expect(plain(formatMoney(-123_456_789, 'PLN', 'pl'))).toBe('-1 234 567,89 zł');
    expect(plain(formatMoney(123_456, 'USD', 'pl'))).toBe('1 234,56 USD');
    expect(plain(formatMinor(100_000, 'PLN', 'pl'))).toBe('1 000,00');
  });

  it('writes amounts English style with the symbol before, or the code where the currency has no symbol of its own', () => {
    expect(plain(formatMoney(123_456, 'PLN', 'en'))).toBe('PLN 1,234.56');
    expect(formatMoney(123_456, 'USD', 'en')).toBe('$1,234.56');
    expect(formatMoney(-123_456, 'USD', 'en')).toBe('-$1,234.56');
    expect(formatMoney(99, 'EUR', 'en')).toBe('€0.99');
    expect(formatMoney(1_234, 'JPY', 'en')).toBe('¥1,234');
  });

  it('refuses an amount that is not an integer of minor units', () => {
    expect(() => formatMinor(12.5, 'PLN', 'pl')).toThrow(/integer/);
  });

  it('writes NBP rates, quantities and dates in the language', () => {
    expect(formatRate('3.6512', 'pl')).toBe('3,6512');
    expect(formatRate('3.6512', 'en')).toBe('3.6512');
    expect(formatQuantity(2.5, 'pl')).toBe('2,5');
    expect(formatQuantity(3, 'en')).toBe('3');
    expect(formatDate('2026-12-07', 'pl')).toBe('07.12.2026');
    expect(plain(formatDate('2026-12-07', 'en'))).toBe('7 December 2026');
  });

  it('takes the Polish calendar date of a payment timestamp', () => {
    expect(polishDateOf('2026-12-07T23:30:00Z')).toBe('2026-12-08');
    expect(polishDateOf('2026-07-01T21:59:00Z')).toBe('2026-07-01');
    expect(polishDateOf('2026-12-07')).toBe('2026-12-07');
  });
});
