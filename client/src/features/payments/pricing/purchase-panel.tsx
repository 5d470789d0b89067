import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { lazy, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLanguage } from '../../../app/language-context';
import { WithApollo } from '../../../app/with-apollo';
import { localizePath } from '../../../config/routes';
import { formatMoney } from '../../../lib/intl/format';
import { useAuth } from '../../auth';
import type { Plan } from '../api/plans';
import type { Purchaser } from './purchase-choice';
import { WithdrawalConsent } from './withdrawal-consent';
import { InvoiceDetails, NO_INVOICE } from './invoice-details';
import { LabelledValues } from '../../../components/ui/labelled-values';

const CheckoutButton = lazy(() => import('./checkout-button'));

/** The chosen plan, who it is for, the withdrawal consent and the button that buys it. */
export function PurchasePanel({ plan, purchaser }: { plan: Plan | null; purchaser: Purchaser }) {
  const intl = useIntl();
  const { code } = useLanguage();
  const { user } = useAuth();
  const [consent, setConsent] = useState(false);
  const [invoice, setInvoice] = useState(NO_INVOICE);
  const navigate = useNavigate();
  const location = useLocation();
  const buyLabel = plan?.kind === 'subscription' ? 'pricing.purchase.subscribe' : 'pricing.purchase.buy';
  // A visitor logs in first and comes back here: the choice is in the address (usePurchaseChoice).
  const toLogin = () => navigate(localizePath('login', code), { state: { from: location } });
  const idleButton = (onClick?: () => void) => (
    <Button size="lg" disabled={!plan || !consent || !onClick} onClick={onClick}>
      <FormattedMessage id={buyLabel} />
    </Button>
  );

  const rows: [string, ReactNode][] = plan
    ? [
        ['pricing.purchase.plan', plan.name[code]],
        ['pricing.purchase.credits', intl.formatMessage({ id: 'common.credits.count' }, { count: plan.credits })],
        ['pricing.purchase.price', formatMoney(plan.price, code, plan.currency)],
        // Teams add a choice here (Purchaser); until they exist every purchase is personal.
        ['pricing.purchase.for', intl.formatMessage({ id: purchaser.kind === 'personal' ? 'pricing.purchase.personal' : 'pricing.purchase.team' })],
      ]
    : [];

  return (
    <Card.Root as="section" aria-labelledby="purchase-title">
      <Card.Header>
        <Heading as="h2" size="lg" id="purchase-title">
          <FormattedMessage id="pricing.purchase.title" />
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        {plan ? (
          <LabelledValues rows={rows} />
        ) : (
          <Text color="fg.muted">
            <FormattedMessage id="pricing.purchase.none" />
          </Text>
        )}
        <InvoiceDetails value={invoice} onChange={setInvoice} />
        <WithdrawalConsent checked={consent} onChange={setConsent} />
        {plan && user ? (
          <WithApollo fallback={idleButton()}>
            <CheckoutButton plan={plan} purchaser={purchaser} consent={consent} invoice={invoice} />
          </WithApollo>
        ) : (
          <Stack gap="2">
            {idleButton(toLogin)}
            {!user && (
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage id="pricing.purchase.loginFirst" />
              </Text>
            )}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
