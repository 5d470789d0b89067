import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ValidationError } from '@kadr/core/errors/app-error';
import { parseInput } from '../../lib/validation';
import type { Services } from '../../services-contract';
import { ownerOf, type Actor } from '../access/actor';
import { assertSessionActor } from '../api-keys/api-key-access';
import { assertTeamsEnabled, getAdminTeamView } from '../teams/team-access';
import { toEndpointDto, type WebhookEndpointDto } from './endpoint-access';
import { endpointFields } from './endpoint-input';
import { checkWebhookUrl } from './webhook-url';

const MAX_ENDPOINTS = 20;

const schema = z.strictObject({ ...endpointFields, teamId: z.uuid({ error: 'Team not found' }).nullish() });

/**
 * A new endpoint for the signed-in user's jobs, or (teamId, its admins only) for the jobs paid with a team's credits,
 * with a fresh `whsec_` signing secret. At most 20 per user.
 */
export async function createWebhookEndpoint(services: Pick<Services, 'prisma' | 'env'>, actor: Actor, raw: unknown): Promise<WebhookEndpointDto> {
  assertSessionActor(actor, 'webhook endpoints');
  const input = parseInput(schema, raw ?? {});
  const userId = ownerOf(actor);
  if (input.teamId) {
    assertTeamsEnabled(services.env);
    await getAdminTeamView(services.prisma, actor, input.teamId);
  }
  const url = await checkWebhookUrl(input.url, services.env);
  if ((await services.prisma.webhookEndpoint.count({ where: { userId } })) >= MAX_ENDPOINTS) {
    throw new ValidationError(`You can have at most ${MAX_ENDPOINTS} webhook endpoints`);
  }
  const endpoint = await services.prisma.webhookEndpoint.create({
    data: {
      userId,
      teamId: input.teamId ?? null,
      url,
      description: input.description || null,
      eventTypes: input.eventTypes,
      secret: `whsec_${randomBytes(24).toString('base64')}`,
    },
  });
  return toEndpointDto(endpoint);
}
