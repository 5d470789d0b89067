import { PLANS, type Currency, type PlanDefinition } from '@kadr/core/catalogue/plans';
import type { LanguageCode } from '../../config/languages';
import { formatMoney } from '../../lib/intl/format';

export { PLANS, type Currency, type PlanDefinition };

/** The currency a language sells in (PLN on the Polish site, USD on the English one). */
export const currencyOf = (lang: LanguageCode): Currency => (lang === 'pl' ? 'PLN' : 'USD');

/** A plan's tax-inclusive price in a currency, written the language's way ("39,99 zł", "$9.99"). */
export const planPrice = (plan: PlanDefinition, currency: Currency, lang: LanguageCode): string => formatMoney(plan.prices[currency] / 100, lang, currency);

/** The cheapest credit package's price in the language's currency: the "from" price (spec: 9.99 USD, 39.99 PLN). */
export function startingPriceText(lang: LanguageCode): string {
  const currency = currencyOf(lang);
  const packages = PLANS.filter((plan) => plan.kind === 'package');
  const cheapest = packages.reduce((min, plan) => (plan.prices[currency] < min.prices[currency] ? plan : min));
  return planPrice(cheapest, currency, lang);
}
