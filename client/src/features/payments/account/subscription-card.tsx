import { Badge, Card, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLanguage } from '../../../app/language-context';
import { ButtonLink } from '../../../components/ui/app-link';
import type { MySubscriptionQuery } from '../../../gql/graphql';
import { formatDate } from '../../../lib/intl/format';
import { ManageBillingButton } from './manage-billing-button';
import { LabelledValues } from '../../../components/ui/labelled-values';

type MySubscription = NonNullable<MySubscriptionQuery['mySubscription']>;

const statusKey = { active: 'active', past_due: 'pastDue', canceled: 'canceled', incomplete: 'incomplete' } as const;

/** Spec §3 subscription and §6 tier badge: plan, interval, status, renewal date; "Manage" opens the portal. */
export function SubscriptionCard({ subscription }: { subscription: MySubscription | null }) {
  const { code } = useLanguage();
  const premium = subscription?.tier === 'premium';
  const ends = subscription && (subscription.cancelAtPeriodEnd || subscription.status === 'canceled');
  const rows: [string, ReactNode][] = subscription
    ? [
        ['account.subscription.plan', subscription.plan[code]],
        ['account.subscription.interval', <FormattedMessage id={`pricing.interval.${subscription.interval}`} />],
        ['account.subscription.status', <FormattedMessage id={`account.subscriptionStatus.${statusKey[subscription.status]}`} />],
        [
          ends ? 'account.subscription.endsOn' : 'account.subscription.renewsOn',
          subscription.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd, code) : '—',
        ],
      ]
    : [];
  return (
    <Card.Root as="section" aria-labelledby="subscription-title">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="lg" id="subscription-title">
            <FormattedMessage id="account.subscription.title" />
          </Heading>
          <Badge colorPalette={premium ? 'purple' : 'gray'} size="lg" data-testid="tier-badge">
            <FormattedMessage id={premium ? 'account.subscription.premium' : 'common.plan.free'} />
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        {subscription ? (
          <LabelledValues rows={rows} />
        ) : (
          <Text>
            <FormattedMessage id="account.subscription.free" />
          </Text>
        )}
        <HStack gap="3" wrap="wrap" align="start">
          <ManageBillingButton />
          {!premium && (
            <ButtonLink screen="pricing" search="?interval=month">
              <FormattedMessage id="account.subscription.seePlans" />
            </ButtonLink>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
