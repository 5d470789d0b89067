import { graphql } from '../../../gql';

/** The signed-in user's subscription from our records; null on the free tier. */
export const MySubscriptionQuery = graphql(`
  query MySubscription {
    mySubscription {
      id
      planId
      plan {
        en
        pl
      }
      interval
      status
      currentPeriodEnd
      cancelAtPeriodEnd
      tier
    }
  }
`);

/** The signed-in user's payments, newest first, a page at a time. */
export const PaymentHistoryQuery = graphql(`
  query PaymentHistory($first: Int, $after: String) {
    paymentHistory(first: $first, after: $after) {
      edges {
        node {
          id
          date
          plan {
            en
            pl
          }
          kind
          interval
          status
          amount
          currency
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
