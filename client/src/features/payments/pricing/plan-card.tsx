import { Badge, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import { formatMoney } from '../../../lib/intl/format';
import type { Plan } from '../api/plans';

const perPeriod = { month: 'pricing.plan.perMonth', year: 'pricing.plan.perYear' } as const;
const creditsPerPeriod = { month: 'pricing.plan.creditsPerMonth', year: 'pricing.plan.creditsPerYear' } as const;

/** One package or subscription: price (taxes included), credits, price per credit, how it can be paid. */
export function PlanCard({ plan, chosen, onChoose }: { plan: Plan; chosen: boolean; onChoose: () => void }) {
  const intl = useIntl();
  const { code } = useLanguage();
  const money = (amount: number) => formatMoney(amount, code, plan.currency);
  const name = plan.name[code];
  const credits = intl.formatMessage({ id: 'common.credits.count' }, { count: plan.credits });
  const methods = new Intl.ListFormat(code, { type: 'unit' }).format(
    plan.paymentMethods.map((m) => intl.formatMessage({ id: `pricing.method.${m}` })),
  );
  return (
    <Card.Root
      as="li"
      size="sm"
      borderWidth={chosen ? '2px' : '1px'}
      borderColor={chosen ? 'blue.solid' : 'border'}
      data-plan-id={plan.id}
      aria-labelledby={`plan-${plan.id}`}
    >
      <Card.Body gap="2">
        <Stack direction="row" justify="space-between" align="center" gap="2">
          <Heading as="h3" size="md" id={`plan-${plan.id}`}>
            {name}
          </Heading>
          {plan.yearlyDiscountPercent ? (
            <Badge colorPalette="green">
              <FormattedMessage id="pricing.interval.discount" values={{ percent: plan.yearlyDiscountPercent }} />
            </Badge>
          ) : null}
        </Stack>
        {/* A period's price is longer ("49,99 zł / miesiąc"): one size down keeps it on one line in the narrow column. */}
        <Text fontSize={plan.interval ? 'xl' : '2xl'} fontWeight="bold" whiteSpace="nowrap">
          {plan.interval ? <FormattedMessage id={perPeriod[plan.interval]} values={{ price: money(plan.price) }} /> : money(plan.price)}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          <FormattedMessage id="pricing.plan.taxIncluded" />
        </Text>
        <Text fontWeight="medium">{plan.interval ? <FormattedMessage id={creditsPerPeriod[plan.interval]} values={{ credits }} /> : credits}</Text>
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="pricing.plan.perCredit" values={{ price: money(plan.pricePerCredit) }} />
        </Text>
        {plan.interval === 'year' && (
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="pricing.plan.monthlyEquivalent" values={{ price: money(Math.round(plan.price * 100 / 12) / 100) }} />
          </Text>
        )}
        <Text fontSize="sm">
          <FormattedMessage id="pricing.plan.methods" values={{ methods }} />
        </Text>
      </Card.Body>
      <Card.Footer>
        <Button
          width="full"
          variant={chosen ? 'solid' : 'outline'}
          aria-pressed={chosen}
          aria-label={intl.formatMessage({ id: 'pricing.plan.chooseNamed' }, { name })}
          onClick={onChoose}
        >
          <FormattedMessage id={chosen ? 'pricing.plan.chosen' : 'pricing.plan.choose'} />
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
