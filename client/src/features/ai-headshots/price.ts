import { PLANS } from '@kadr/core/catalogue/plans';
import { languages, type LanguageCode } from '../../config/languages';
import { formatMoney } from '../../lib/intl/format';

/** The cheapest credit package in the language's currency and locale ("$9.99", "39,99 zł"), taxes included. */
export function startingPriceText(lang: LanguageCode): string {
  const { currency } = languages[lang];
  const cheapest = Math.min(...PLANS.filter((plan) => plan.kind === 'package').map((plan) => plan.prices[currency]));
  return formatMoney(cheapest / 100, lang, currency);
}
