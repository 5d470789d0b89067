import { graphql } from '../../../gql';

/** Starts a purchase: the order is recorded and Stripe Checkout's page opened for it (spec §4 Payment). */
export const CreateCheckoutMutation = graphql(`
  mutation CreateCheckout($input: CreateCheckoutInput!) {
    createCheckout(input: $input) {
      __typename
      ... on CheckoutPayload {
        checkoutUrl
        sessionId
        orderId
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

/** Where a checkout stands, by the success URL's session id or the cancel URL's order id. Never adds credits. */
export const VerifyPaymentQuery = graphql(`
  query VerifyPayment($sessionId: String, $orderId: ID) {
    verifyPayment(sessionId: $sessionId, orderId: $orderId) {
      __typename
      ... on PaymentResult {
        status
        failureReason
        amount
        currency
        plan {
          en
          pl
        }
        planId
        processor
        teamId
        transactionId
        creditsAdded
        orderId
        sessionId
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

/** Stripe's Customer Portal for the signed-in user. */
export const OpenBillingPortalMutation = graphql(`
  mutation OpenBillingPortal {
    openBillingPortal {
      __typename
      ... on BillingPortal {
        url
      }
      ... on Error {
        code
        message
      }
    }
  }
`);
