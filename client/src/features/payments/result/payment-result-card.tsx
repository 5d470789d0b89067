import { Badge, Card, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import { formatMoney } from '../../../lib/intl/format';
import { useAuth } from '../../auth';
import type { PaymentResult } from './use-payment-verification';
import { LabelledValues } from '../../../components/ui/labelled-values';

const statusColor = { paid: 'green', pending: 'orange', failed: 'red' } as const;

/** Spec §3 payment result: status, amount, plan, transaction id, credits added, and the balance as it is now. */
export function PaymentResultCard({ result }: { result: PaymentResult }) {
  const { code } = useLanguage();
  const { user } = useAuth();
  const rows: [string, ReactNode][] = [
    [
      'paymentSuccess.result.status',
      <Badge colorPalette={statusColor[result.status]}>
        <FormattedMessage id={`payments.status.${result.status}`} />
      </Badge>,
    ],
    ['paymentSuccess.result.plan', result.plan[code]],
    ['paymentSuccess.result.amount', formatMoney(result.amount, code, result.currency)],
    ['paymentSuccess.result.transaction', result.transactionId ?? '—'],
    ['paymentSuccess.result.creditsAdded', <FormattedMessage id="common.credits.count" values={{ count: result.creditsAdded }} />],
  ];
  if (user) rows.push(['paymentSuccess.result.balance', <FormattedMessage id="common.credits.count" values={{ count: user.creditsBalance }} />]);
  return (
    <Card.Root as="section" aria-labelledby="payment-result">
      <Card.Header>
        <Heading as="h2" size="lg" id="payment-result">
          <FormattedMessage id={`paymentSuccess.result.${result.status}`} />
        </Heading>
      </Card.Header>
      <Card.Body>
        <LabelledValues rows={rows} />
      </Card.Body>
    </Card.Root>
  );
}
