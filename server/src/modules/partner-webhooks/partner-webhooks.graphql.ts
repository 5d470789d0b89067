import { PARTNER_EVENT_TYPES } from '@kadr/core/partner-webhooks/partner-event-types';
import { requireViewer } from '../../context';
import { builder } from '../../graphql/builder';
import { createWebhookEndpoint } from './create-webhook-endpoint';
import { deleteWebhookEndpoint } from './delete-webhook-endpoint';
import type { WebhookEndpointDto } from './endpoint-access';
import { listWebhookDeliveries, type WebhookDeliveryDto } from './list-webhook-deliveries';
import { listWebhookEndpoints } from './list-webhook-endpoints';
import { updateWebhookEndpoint } from './update-webhook-endpoint';

// Errors are thrown (FORBIDDEN with an API key, NOT_FOUND, VALIDATION_ERROR, TEAM_NOT_FOUND): GraphQL errors with a code.

const WebhookEndpointRef = builder.objectRef<WebhookEndpointDto>('WebhookEndpoint').implement({
  description: "Where a partner's job events are sent, signed per Standard Webhooks",
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.exposeString('url'),
    description: t.exposeString('description', { nullable: true }),
    eventTypes: t.exposeStringList('eventTypes'),
    teamId: t.exposeID('teamId', { nullable: true, description: "A team's endpoint: the events of jobs paid with the team's credits" }),
    secret: t.exposeString('secret', { description: 'The whsec_ signing secret, to verify deliveries' }),
    disabledAt: t.expose('disabledAt', { type: 'DateTime', nullable: true }),
    disabledReason: t.exposeString('disabledReason', { nullable: true }),
    consecutiveFailures: t.exposeInt('consecutiveFailures'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const WebhookDeliveryRecord = builder.objectRef<WebhookDeliveryDto>('WebhookDeliveryRecord').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    messageId: t.exposeString('messageId', { description: 'The webhook-id header: the same on every attempt' }),
    eventType: t.exposeString('eventType'),
    status: t.exposeString('status', { description: 'pending, succeeded or failed' }),
    attempts: t.exposeInt('attempts'),
    lastStatusCode: t.exposeInt('lastStatusCode', { nullable: true }),
    lastError: t.exposeString('lastError', { nullable: true }),
    nextAttemptAt: t.expose('nextAttemptAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    deliveredAt: t.expose('deliveredAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.queryFields((t) => ({
  webhookEventTypes: t.stringList({ description: 'The events a webhook endpoint can subscribe to. Public.', resolve: () => [...PARTNER_EVENT_TYPES] }),
  webhookEndpoints: t.field({
    type: [WebhookEndpointRef],
    description: "The signed-in user's endpoints and their admin teams'; newest first. Not with an API key.",
    resolve: (_r, _a, ctx) => listWebhookEndpoints(ctx.services, requireViewer(ctx).actor),
  }),
  webhookDeliveries: t.field({
    type: [WebhookDeliveryRecord],
    description: "An endpoint's delivery log, newest first (first: 1–100)",
    args: { endpointId: t.arg.id({ required: true }), first: t.arg.int({ defaultValue: 50 }) },
    resolve: (_r, { endpointId, first }, ctx) => listWebhookDeliveries(ctx.services, requireViewer(ctx).actor, String(endpointId), first ?? 50),
  }),
}));

builder.mutationFields((t) => ({
  createWebhookEndpoint: t.field({
    type: WebhookEndpointRef,
    description: 'A new endpoint (https in production, no private addresses) for the given event types; teamId: a team the user is an admin of',
    args: { url: t.arg.string({ required: true }), eventTypes: t.arg.stringList({ required: true }), description: t.arg.string(), teamId: t.arg.id() },
    resolve: (_r, args, ctx) =>
      createWebhookEndpoint(ctx.services, requireViewer(ctx).actor, { url: args.url, eventTypes: args.eventTypes, description: args.description, teamId: args.teamId ? String(args.teamId) : null }),
  }),
  updateWebhookEndpoint: t.field({
    type: WebhookEndpointRef,
    description: 'Changes an endpoint; enabled: true re-enables one disabled after failed deliveries',
    args: {
      id: t.arg.id({ required: true }),
      url: t.arg.string(),
      eventTypes: t.arg.stringList(),
      description: t.arg.string(),
      enabled: t.arg.boolean(),
    },
    resolve: (_r, { id, url, eventTypes, description, enabled }, ctx) =>
      updateWebhookEndpoint(ctx.services, requireViewer(ctx).actor, String(id), {
        ...(url != null ? { url } : {}),
        ...(eventTypes != null ? { eventTypes } : {}),
        ...(description !== undefined ? { description } : {}),
        ...(enabled != null ? { enabled } : {}),
      }),
  }),
  deleteWebhookEndpoint: t.boolean({
    description: 'Deletes an endpoint and its delivery log',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, { id }, ctx) => {
      await deleteWebhookEndpoint(ctx.services, requireViewer(ctx).actor, String(id));
      return true;
    },
  }),
}));
