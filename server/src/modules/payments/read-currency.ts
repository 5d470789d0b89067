import { isCurrency, type Currency } from '@kadr/core/catalogue/plans';
import { ValidationError } from '@kadr/core/errors/app-error';

/** The currency asked for, or the language's (PLN for Polish, USD otherwise) when none is given. */
export function readCurrency(value: unknown, language: string | null): Currency {
  if (value === undefined || value === null || value === '') return language === 'pl' ? 'PLN' : 'USD';
  const upper = typeof value === 'string' ? value.toUpperCase() : value;
  if (!isCurrency(upper)) throw new ValidationError('Currency must be PLN or USD', [{ path: 'currency', message: 'Must be PLN or USD' }]);
  return upper;
}
