import { graphql } from '../../../gql';

/** The events an endpoint can subscribe to (public). */
export const WebhookEventTypesQuery = graphql(`
  query WebhookEventTypes {
    webhookEventTypes
  }
`);

export const WebhookEndpointFields = graphql(`
  fragment WebhookEndpointFields on WebhookEndpoint {
    id
    url
    description
    eventTypes
    teamId
    secret
    disabledAt
    disabledReason
    consecutiveFailures
    createdAt
  }
`);

export const WebhookEndpointsQuery = graphql(`
  query WebhookEndpoints {
    webhookEndpoints {
      ...WebhookEndpointFields
    }
  }
`);

export const WebhookDeliveriesQuery = graphql(`
  query WebhookDeliveries($endpointId: ID!, $first: Int) {
    webhookDeliveries(endpointId: $endpointId, first: $first) {
      id
      messageId
      eventType
      status
      attempts
      lastStatusCode
      lastError
      createdAt
      deliveredAt
      nextAttemptAt
    }
  }
`);

export const CreateWebhookEndpointMutation = graphql(`
  mutation CreateWebhookEndpoint($url: String!, $eventTypes: [String!]!, $description: String, $teamId: ID) {
    createWebhookEndpoint(url: $url, eventTypes: $eventTypes, description: $description, teamId: $teamId) {
      ...WebhookEndpointFields
    }
  }
`);

export const UpdateWebhookEndpointMutation = graphql(`
  mutation UpdateWebhookEndpoint($id: ID!, $enabled: Boolean) {
    updateWebhookEndpoint(id: $id, enabled: $enabled) {
      ...WebhookEndpointFields
    }
  }
`);

export const DeleteWebhookEndpointMutation = graphql(`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id)
  }
`);
