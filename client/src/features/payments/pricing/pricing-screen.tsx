import { Button, Grid, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import { CenteredSpinner } from '../../../components/ui/centered-spinner';
import { FormAlert } from '../../../components/ui/form-alert';
import { Page } from '../../../components/ui/page';
import { UntilHydrated } from '../../../components/ui/until-hydrated';
import { languages } from '../../../config/languages';
import { startingPrice } from '../../../config/pricing';
import { formatMoney } from '../../../lib/intl/format';
import { usePlans, type Plan } from '../api/plans';
import { CreditCosts } from './credit-costs';
import { IntervalSwitch } from './interval-switch';
import { PlanCard } from './plan-card';
import { usePurchaseChoice, type Interval } from './purchase-choice';
import { PurchasePanel } from './purchase-panel';

function PlanColumn({ id, title, text, children }: { id: string; title: string; text: string; children: ReactNode }) {
  return (
    <Stack gap="3" as="section" aria-labelledby={id}>
      <Heading as="h2" size="lg" id={id}>
        <FormattedMessage id={title} />
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        <FormattedMessage id={text} />
      </Text>
      {children}
    </Stack>
  );
}

/**
 * Pricing (spec §1, §5): packages and subscriptions side by side in the language's currency (PLN for Polish, USD
 * for English, taxes included), the monthly/yearly switch, and the purchase with its withdrawal consent.
 */
export function PricingScreen() {
  const { code } = useLanguage();
  const { plans, error, loading, retry } = usePlans(languages[code].currency);
  const { choice, update } = usePurchaseChoice();
  const chosen = plans?.find((p) => p.id === choice.planId) ?? null;
  // A subscription chosen by its id shows under its own interval.
  const interval = chosen?.interval ?? choice.interval;
  const packages = plans?.filter((p) => p.kind === 'package') ?? [];
  const subscriptions = plans?.filter((p) => p.kind === 'subscription' && p.interval === interval) ?? [];
  const yearlyDiscount = plans?.find((p) => p.yearlyDiscountPercent)?.yearlyDiscountPercent ?? null;
  // A chosen subscription follows the switch to the same plan of the other interval.
  const switchInterval = (next: Interval) =>
    update({ interval: next, ...(chosen?.kind === 'subscription' ? { planId: plans?.find((p) => p.kind === 'subscription' && p.interval === next)?.id ?? null } : {}) });
  const card = (plan: Plan) => <PlanCard key={plan.id} plan={plan} chosen={plan.id === chosen?.id} onChoose={() => update({ planId: plan.id })} />;

  return (
    <Page title={<FormattedMessage id="screens.pricing.title" />} lead={<FormattedMessage id="pricing.page.intro" />} width="6xl">
      <Text fontSize="2xl" fontWeight="bold">
        <FormattedMessage id="pricing.page.from" values={{ price: formatMoney(startingPrice[code], code) }} />
      </Text>
      {loading && !plans && <CenteredSpinner />}
      {error ? (
        <FormAlert title={<FormattedMessage id="payments.errors.planSelectionFailed" />}>
          <Button size="sm" mt="2" onClick={retry}>
            <FormattedMessage id="pricing.page.retry" />
          </Button>
        </FormAlert>
      ) : null}
      {plans && choice.planId && !chosen && (
        <FormAlert status="warning">
          <FormattedMessage id="errors.PLAN_NOT_FOUND" />
        </FormAlert>
      )}
      {/* The plans and the purchase are drawn in the prerendered page; choosing and buying wait for its scripts. */}
      <UntilHydrated>
      {plans && (
        <Grid templateColumns={{ base: '1fr', lg: '3fr 1fr' }} gap="8" alignItems="start">
          <PlanColumn id="packages-title" title="pricing.plans.packagesTitle" text="pricing.plans.packagesText">
            <List.Root as="ul" listStyle="none" display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
              {packages.map(card)}
            </List.Root>
          </PlanColumn>
          <PlanColumn id="subscriptions-title" title="pricing.plans.subscriptionsTitle" text="pricing.plans.subscriptionsText">
            <IntervalSwitch value={interval} yearlyDiscount={yearlyDiscount} onChange={switchInterval} />
            <List.Root as="ul" listStyle="none" display="grid" gap="4">
              {subscriptions.map(card)}
            </List.Root>
          </PlanColumn>
        </Grid>
      )}
      {plans && <PurchasePanel plan={chosen} purchaser={choice.purchaser} />}
      </UntilHydrated>
      <CreditCosts />
      <Text>
        <FormattedMessage id="pricing.page.likeness" />
      </Text>
      <Text>
        <FormattedMessage id="pricing.page.guarantee" />
      </Text>
    </Page>
  );
}
