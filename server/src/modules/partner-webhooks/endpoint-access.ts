import { z } from 'zod';
import { NotFoundError } from '@kadr/core/errors/app-error';
import type { Prisma, WebhookEndpoint } from '@kadr/core/generated/prisma/client';
import { ownerOf, type Actor } from '../access/actor';

/** A webhook endpoint as its owner (or its team's admins) see it: the secret included, to verify deliveries. */
export interface WebhookEndpointDto {
  id: string;
  url: string;
  description: string | null;
  eventTypes: string[];
  teamId: string | null;
  secret: string;
  disabledAt: Date | null;
  disabledReason: string | null;
  consecutiveFailures: number;
  createdAt: Date;
}

export const toEndpointDto = (e: WebhookEndpoint): WebhookEndpointDto => ({
  id: e.id,
  url: e.url,
  description: e.description,
  eventTypes: e.eventTypes,
  teamId: e.teamId,
  secret: e.secret,
  disabledAt: e.disabledAt,
  disabledReason: e.disabledReason,
  consecutiveFailures: e.consecutiveFailures,
  createdAt: e.createdAt,
});

/** Endpoints the actor's user manages: their own, and those of teams they are an admin of. */
export const managedBy = (actor: Actor): Prisma.WebhookEndpointWhereInput => {
  const userId = ownerOf(actor);
  return { OR: [{ userId }, { team: { members: { some: { userId, role: 'admin' } } } }] };
};

const endpointId = z.uuid();

/** One endpoint the actor manages; NOT_FOUND for any other (a malformed id too). */
export async function getManagedEndpoint(db: Prisma.TransactionClient, actor: Actor, id: string): Promise<WebhookEndpoint> {
  const endpoint = endpointId.safeParse(id).success ? await db.webhookEndpoint.findFirst({ where: { id, ...managedBy(actor) } }) : null;
  if (!endpoint) throw new NotFoundError('Webhook endpoint not found');
  return endpoint;
}
