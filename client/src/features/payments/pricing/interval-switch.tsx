import { Button, ButtonGroup, HStack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Interval } from './purchase-choice';

/** Monthly or yearly subscriptions; the yearly one names its discount against twelve monthly payments. */
export function IntervalSwitch({ value, onChange, yearlyDiscount }: { value: Interval; onChange: (i: Interval) => void; yearlyDiscount: number | null }) {
  const intl = useIntl();
  return (
    <HStack gap="3" wrap="wrap">
      <ButtonGroup size="sm" attached variant="outline" role="group" aria-label={intl.formatMessage({ id: 'pricing.interval.label' })}>
        {(['month', 'year'] as const).map((interval) => (
          <Button key={interval} aria-pressed={value === interval} variant={value === interval ? 'solid' : 'outline'} onClick={() => onChange(interval)}>
            <FormattedMessage id={`pricing.interval.${interval}`} />
          </Button>
        ))}
      </ButtonGroup>
      {yearlyDiscount ? (
        <Text fontSize="sm" color="green.fg" fontWeight="medium">
          <FormattedMessage id="pricing.interval.yearlySaves" values={{ percent: yearlyDiscount }} />
        </Text>
      ) : null}
    </HStack>
  );
}
