import { randomUUID } from 'node:crypto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminActivitiesQuery,
  AdminAuditLogQuery,
  AdminJobsQuery,
  AdminSubscriptionsQuery,
  AdminUserQuery,
  AdminUsersQuery,
} from '@kadr/client/features/admin/api/admin-queries';
import { ApiKeysQuery } from '@kadr/client/features/api-access/api/api-key-operations';
import { WebhookDeliveriesQuery, WebhookEndpointsQuery } from '@kadr/client/features/api-access/api/webhook-operations';
import { CurrentUserQuery } from '@kadr/client/features/auth/api/current-user';
import { GeneratedImagesQuery } from '@kadr/client/features/generation/api/generated-images-query';
import { CollectionQuery, CollectionsQuery, FavoritesQuery, MyPhotosQuery } from '@kadr/client/features/library/api/library-queries';
import { ModelsQuery } from '@kadr/client/features/models/api/models-query';
import { NotificationsQuery } from '@kadr/client/features/notifications/api/notification-operations';
import { PaymentHistoryQuery } from '@kadr/client/features/payments/api/account-operations';
import { MyTeamsQuery, TeamDetailsQuery } from '@kadr/client/features/teams/api/team-queries';
import { VideosQuery } from '@kadr/client/features/videos/api/video-operations';
import { armStatementCounting, countStatements } from '@kadr/core/db/statement-count';
import { GENERATED_IMAGE_COLUMNS } from '@kadr/server/modules/generation/image-rows';
import { USER_COLUMNS } from '@kadr/server/modules/access/session-viewer';
import { ensurePlanRows } from '@kadr/server/modules/payments/ensure-plan-rows';
import { imageRow, registerUser, type ImageRowFields, type TestUser } from '../factories/library';
import { graphqlClient, type VariablesArg } from '../support/graphql';
import { createTestApp, type TestApp } from '../support/test-app';

// No N+1 on list fields (issue #15): the web app's own list queries, counted statement by statement on the real
// app and PostgreSQL (core/src/db/statement-count.ts notes every statement a request sends, the viewer's read and
// transaction control included), send as many statements for a list of 50 as for a list of 2. Beside it, the raw
// statements that read whole rows on hot paths are checked against Prisma's own reading of the same row.

armStatementCounting();

let t: TestApp;
let seq = 0;
const unique = (what: string) => `${what}-${++seq}-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false' });
  await ensurePlanRows(t.services.prisma);
});
afterAll(() => t?.close());

/** Runs one operation as `user` and answers its data and the statements its request sent. */
async function run<R, V>(user: TestUser, document: TypedDocumentNode<R, V>, ...variables: VariablesArg<V>) {
  const { result, statements } = await countStatements(() => graphqlClient(t, user.token).post(document, ...variables));
  expect(result.result.errors, JSON.stringify(result.result.errors)).toBeUndefined();
  expect(result.status).toBe(200);
  return { data: result.result.data!, statements };
}

/**
 * A list query's statements with 2 items and with 50: `grow(n)` brings the list to n items, `length` reads the
 * list's length from the answer (checked, so a list that stayed empty cannot pass).
 */
async function expectConstant<R, V>(
  user: TestUser,
  grow: (n: number) => Promise<void>,
  document: TypedDocumentNode<R, V>,
  length: (data: R) => number,
  ...variables: VariablesArg<V>
) {
  const counts: { n: number; statements: string[] }[] = [];
  for (const n of [2, 50]) {
    await grow(n);
    const { data, statements } = await run(user, document, ...variables);
    expect(length(data)).toBe(n);
    counts.push({ n, statements });
  }
  const [few, many] = counts as [(typeof counts)[0], (typeof counts)[0]];
  expect(many.statements.length, `2 items: ${few.statements.length} statements, 50 items: ${many.statements.length}:\n${many.statements.join('\n')}`).toBe(
    few.statements.length,
  );
  return few.statements.length;
}

/** How many rows of a kind a user already has, so grow(n) adds only the difference. */
function grower(add: (from: number, count: number) => Promise<void>) {
  let have = 0;
  return async (n: number) => {
    if (n > have) await add(have, n - have);
    have = Math.max(have, n);
  };
}

const image = (userId: string, i: number, extra: ImageRowFields = {}) =>
  imageRow(userId, { identityScore: 0.5 + (i % 10) / 100, createdAt: new Date(Date.now() - i * 1000), ...extra });

async function addImages(userId: string, from: number, count: number, extra: ImageRowFields = {}) {
  const rows = Array.from({ length: count }, (_, k) => image(userId, from + k, extra));
  await t.services.prisma.generatedImage.createMany({ data: rows });
  return rows.map((r) => r.id);
}

async function admin(): Promise<TestUser> {
  const user = await registerUser(t, `${unique('admin')}@example.com`);
  await t.services.prisma.user.update({ where: { id: user.id }, data: { isAdmin: true } });
  return user;
}

describe('statements per request stay the same for a list of 2 and of 50', () => {
  it('gallery, generator history, favorites, collections and a collection', async () => {
    const withPhotos = async () => {
      const user = await registerUser(t, `${unique('library')}@example.com`);
      return { user, photos: grower((from, count) => addImages(user.id, from, count).then(() => undefined)) };
    };
    const gallery = await withPhotos();
    // The viewer, the page, the favorite flags of its images, the list's totalCount.
    expect(await expectConstant(gallery.user, gallery.photos, MyPhotosQuery, (d) => d.generatedImages.edges.length, { sort: 'NEWEST' })).toBe(4);
    const best = await withPhotos();
    await expectConstant(best.user, best.photos, MyPhotosQuery, (d) => d.generatedImages.edges.length, { sort: 'BEST_MATCH' });
    const history = await withPhotos();
    await expectConstant(history.user, history.photos, GeneratedImagesQuery, (d) => d.generatedImages.edges.length);

    const fan = await registerUser(t, `${unique('favorites')}@example.com`);
    const favorites = grower(async (from, count) => {
      const ids = await addImages(fan.id, from, count);
      await t.services.prisma.favorite.createMany({ data: ids.map((imageId) => ({ userId: fan.id, imageId })) });
    });
    await expectConstant(fan, favorites, FavoritesQuery, (d) => d.favorites.edges.length, {});

    const curator = await registerUser(t, `${unique('collections')}@example.com`);
    const collections = grower(async (from, count) => {
      for (let k = 0; k < count; k++) {
        const ids = await addImages(curator.id, (from + k) * 2, 2);
        await t.services.prisma.collection.create({
          data: { userId: curator.id, name: unique('c'), items: { create: ids.map((imageId, position) => ({ imageId, position })) } },
        });
      }
    });
    await expectConstant(curator, collections, CollectionsQuery, (d) => d.collections.edges.length, {});

    const album = await t.services.prisma.collection.create({ data: { userId: curator.id, name: unique('album') } });
    const items = grower(async (from, count) => {
      const ids = await addImages(curator.id, 1000 + from, count);
      await t.services.prisma.collectionItem.createMany({ data: ids.map((imageId, k) => ({ collectionId: album.id, imageId, position: from + k })) });
    });
    await expectConstant(curator, items, CollectionQuery, (d) => d.collection?.items.length ?? 0, { id: album.id });
  });

  it('videos, models and notifications', async () => {
    const user = await registerUser(t, `${unique('media')}@example.com`);
    const videos = grower(async (from, count) => {
      await t.services.prisma.video.createMany({
        data: Array.from({ length: count }, (_, k) => ({
          userId: user.id,
          prompt: 'slow push-in',
          durationSec: 5,
          status: 'succeeded' as const,
          storageKey: `users/${user.id}/videos/${unique('v')}.mp4`,
          posterKey: `users/${user.id}/videos/${unique('p')}.jpg`,
          createdAt: new Date(Date.now() - (from + k) * 1000),
        })),
      });
    });
    await expectConstant(user, videos, VideosQuery, (d) => d.videos.edges.length, {});

    const models = grower(async (from, count) => {
      for (let k = 0; k < count; k++) {
        await t.services.prisma.aiCustomModel.create({
          data: {
            userId: user.id,
            modelName: unique('model'),
            trainingStatus: (from + k) % 2 ? 'succeeded' : 'failed',
            provider: 'local',
            photos: { create: [{ userId: user.id, storageKey: `users/${user.id}/photos/${unique('ph')}.jpg`, contentType: 'image/jpeg', sizeBytes: 1000 }] },
          },
        });
      }
    });
    await expectConstant(user, models, ModelsQuery, (d) => d.models.length);

    const notifications = grower(async (from, count) => {
      await t.services.prisma.notification.createMany({
        data: Array.from({ length: count }, (_, k) => ({
          userId: user.id,
          type: 'training_succeeded',
          titleEn: 'Your model is ready',
          bodyEn: 'Generate headshots now',
          titlePl: 'Twój model jest gotowy',
          bodyPl: 'Wygeneruj zdjęcia',
          dedupKey: unique('n'),
          readAt: (from + k) % 3 ? null : new Date(),
        })),
      });
    });
    await expectConstant(user, notifications, NotificationsQuery, (d) => d.notifications.edges.length, { first: 100 });
  });

  it('teams: the switcher list and a team with its members, invitations, usage, ledger and headshots', async () => {
    const user = await registerUser(t, `${unique('teams')}@example.com`);
    const teams = grower(async (_from, count) => {
      for (let k = 0; k < count; k++) {
        const team = await t.services.prisma.team.create({ data: { name: unique('team'), ownerId: user.id, members: { create: { userId: user.id, role: 'admin' } } } });
        await t.services.prisma.creditLedgerEntry.create({ data: { teamId: team.id, amount: 10, kind: 'grant', idempotencyKey: unique('grant') } });
      }
    });
    await expectConstant(user, teams, MyTeamsQuery, (d) => d.myTeams.length);

    const owner = await registerUser(t, `${unique('owner')}@example.com`);
    const team = await t.services.prisma.team.create({ data: { name: unique('big team'), ownerId: owner.id, members: { create: { userId: owner.id, role: 'admin' } } } });
    const members = grower(async (from, count) => {
      // n rows of each: members (the owner is one), open invitations, ledger entries, team headshots.
      const first = from === 0 ? 1 : 0;
      for (let k = 0; k < count - first; k++) {
        const member = await t.services.prisma.user.create({ data: { email: `${unique('member')}@example.com`, passwordHash: 'x', fullName: unique('Member') } });
        await t.services.prisma.teamMember.create({ data: { teamId: team.id, userId: member.id } });
        await t.services.prisma.generatedImage.create({ data: image(member.id, from + k, { teamId: team.id }) });
      }
      if (first) await t.services.prisma.generatedImage.create({ data: image(owner.id, 0, { teamId: team.id }) });
      await t.services.prisma.teamInvitation.createMany({
        data: Array.from({ length: count }, () => ({
          teamId: team.id,
          email: `${unique('invited')}@example.com`,
          tokenHash: unique('token'),
          invitedById: owner.id,
          expiresAt: new Date(Date.now() + 86_400_000),
        })),
      });
      await t.services.prisma.creditLedgerEntry.createMany({
        data: Array.from({ length: count }, () => ({ teamId: team.id, amount: 5, kind: 'grant' as const, idempotencyKey: unique('ledger'), actorId: owner.id })),
      });
    });
    await expectConstant(owner, members, TeamDetailsQuery, (d) => {
      const t = d.team!;
      // Every list grew alike; one length stands for all of them.
      expect([t.invitations.length, t.usage.length, t.ledger.length, t.headshots.length]).toEqual([t.members.length, t.members.length, t.members.length, t.members.length]);
      return t.members.length;
    }, { id: team.id });
  });

  it('partner API: keys, webhook endpoints and a delivery log; payment history', async () => {
    const user = await registerUser(t, `${unique('partner')}@example.com`);
    const keys = grower(async (_from, count) => {
      await t.services.prisma.apiKey.createMany({
        data: Array.from({ length: count }, () => ({ userId: user.id, name: unique('key'), prefix: 'kadr_live_ab', keyHash: unique('hash'), scopes: ['library:read'] })),
      });
    });
    await expectConstant(user, keys, ApiKeysQuery, (d) => d.apiKeys.length);

    const endpoints = grower(async (_from, count) => {
      await t.services.prisma.webhookEndpoint.createMany({
        data: Array.from({ length: count }, () => ({ userId: user.id, url: `https://example.com/${unique('hook')}`, eventTypes: ['headshots.completed'], secret: unique('whsec') })),
      });
    });
    await expectConstant(user, endpoints, WebhookEndpointsQuery, (d) => d.webhookEndpoints.length);

    const endpoint = await t.services.prisma.webhookEndpoint.create({ data: { userId: user.id, url: 'https://example.com/log', eventTypes: ['headshots.completed'], secret: 'whsec_log' } });
    const deliveries = grower(async (_from, count) => {
      await t.services.prisma.webhookOutboundDelivery.createMany({
        data: Array.from({ length: count }, () => ({ endpointId: endpoint.id, messageId: unique('msg'), eventType: 'headshots.completed', payload: { ok: true } })),
      });
    });
    await expectConstant(user, deliveries, WebhookDeliveriesQuery, (d) => d.webhookDeliveries.length, { endpointId: endpoint.id, first: 100 });

    const payments = grower(async (from, count) => {
      await t.services.prisma.payment.createMany({
        data: Array.from({ length: count }, (_, k) => ({
          userId: user.id,
          planId: (from + k) % 2 ? 'pack-starter' : 'pack-pro',
          processor: 'stripe',
          status: 'paid' as const,
          amountMinor: 3999,
          currency: 'PLN',
          creditsAdded: 40,
        })),
      });
    });
    await expectConstant(user, payments, PaymentHistoryQuery, (d) => d.paymentHistory.edges.length, { first: 100 });
  });

  it('admin console: users, a user page, jobs, activities, subscriptions and the audit log', async () => {
    const viewer = await admin();
    const search = unique('listed');
    const users = grower(async (_from, count) => {
      for (let k = 0; k < count; k++) {
        const listed = await t.services.prisma.user.create({ data: { email: `${search}-${k}-${unique('u')}@example.com`, passwordHash: 'x', fullName: 'Listed' } });
        await t.services.prisma.creditLedgerEntry.create({ data: { userId: listed.id, amount: 3, kind: 'grant', idempotencyKey: unique('grant') } });
      }
    });
    await expectConstant(viewer, users, AdminUsersQuery, (d) => d.adminUsers.edges.length, { search, first: 100 });

    const subject = await registerUser(t, `${unique('subject')}@example.com`);
    const subjectRows = grower(async (_from, count) => {
      const model = await t.services.prisma.aiCustomModel.create({ data: { userId: subject.id, modelName: unique('m') } });
      for (let k = 0; k < count; k++) {
        await t.services.prisma.creditLedgerEntry.create({ data: { userId: subject.id, amount: 1, kind: 'grant', idempotencyKey: unique('grant') } });
        await t.services.prisma.aiJob.create({ data: { userId: subject.id, kind: 'headshot', status: 'failed', modelId: model.id } });
        await t.services.prisma.payment.create({ data: { userId: subject.id, planId: 'pack-starter', processor: 'stripe', status: 'paid', amountMinor: 3999, currency: 'PLN', creditsAdded: 40 } });
      }
      await t.services.prisma.aiCustomModel.createMany({ data: Array.from({ length: count - 1 }, () => ({ userId: subject.id, modelName: unique('m') })) });
    });
    await expectConstant(viewer, subjectRows, AdminUserQuery, (d) => {
      const u = d.adminUser;
      expect([u.models.length, u.jobs.length, u.payments.length]).toEqual([u.ledger.length, u.ledger.length, u.ledger.length]);
      return u.ledger.length;
    }, { id: subject.id });

    const worker = await registerUser(t, `${unique('jobs')}@example.com`);
    const jobs = grower(async (_from, count) => {
      await t.services.prisma.aiJob.createMany({ data: Array.from({ length: count }, () => ({ userId: worker.id, kind: 'video' as const, status: 'canceled' as const })) });
    });
    await expectConstant(viewer, jobs, AdminJobsQuery, (d) => d.adminJobs.edges.length, { kind: 'video', status: 'canceled', first: 100 });

    const active = await registerUser(t, `${unique('active')}@example.com`);
    const activities = grower(async (_from, count) => {
      await t.services.prisma.activity.createMany({ data: Array.from({ length: count }, () => ({ userId: active.id, kind: 'generation', credits: 2 })) });
    });
    await expectConstant(viewer, activities, AdminActivitiesQuery, (d) => d.adminActivities.edges.length, { userId: active.id, kind: 'generation', first: 100 });

    const subscriptions = grower(async (_from, count) => {
      for (let k = 0; k < count; k++) {
        const subscriber = await t.services.prisma.user.create({ data: { email: `${unique('sub')}@example.com`, passwordHash: 'x', fullName: 'Subscriber' } });
        await t.services.prisma.subscription.create({ data: { userId: subscriber.id, planId: 'sub-monthly', processor: 'stripe', status: 'past_due' } });
      }
    });
    await expectConstant(viewer, subscriptions, AdminSubscriptionsQuery, (d) => d.adminSubscriptions.edges.length, { status: 'past_due', first: 100 });

    const target = await registerUser(t, `${unique('target')}@example.com`);
    const audit = grower(async (_from, count) => {
      await t.services.prisma.auditLogEntry.createMany({
        data: Array.from({ length: count }, () => ({ adminId: viewer.id, action: 'credits.adjust', targetUserId: target.id, reason: 'goodwill' })),
      });
    });
    await expectConstant(viewer, audit, AdminAuditLogQuery, (d) => d.adminAuditLog.edges.length, { targetUserId: target.id, first: 100 });
  });
});

describe('the viewer of a signed-in request', () => {
  it("is read in one statement, with its session and team; the web app's me costs one more, its balance", async () => {
    const user = await registerUser(t, `${unique('viewer')}@example.com`);
    const { data, statements } = await run(user, CurrentUserQuery);
    expect(data.me).toMatchObject({ id: user.id, creditsBalance: expect.any(Number) });
    expect(statements).toHaveLength(2);
    expect(statements[0]).toMatch(/FROM unnest[\s\S]*JOIN users u[\s\S]*team_members[\s\S]*refresh_tokens/);
    expect(statements[1]).toMatch(/credit_ledger_entries/);
  });
});

describe('raw statements that read whole rows', () => {
  it('read a user as Prisma does: every column, same names and types', async () => {
    const user = await registerUser(t, `${unique('columns')}@example.com`);
    await t.services.prisma.user.update({ where: { id: user.id }, data: { locale: 'pl', notificationEmailPrefs: { training_succeeded: false }, flaggedAt: new Date() } });
    const [raw] = await t.services.db.sql.query(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1`, [user.id]);
    expect(raw).toEqual(await t.services.prisma.user.findUnique({ where: { id: user.id } }));
  });

  it('read a generated image as Prisma does', async () => {
    const user = await registerUser(t, `${unique('image-columns')}@example.com`);
    const [id] = await addImages(user.id, 0, 1, { prompt: 'a portrait', negativePrompt: 'hats', styleId: 'professional', errorCode: null, identityFlag: true });
    const [raw] = await t.services.db.sql.query(`SELECT ${GENERATED_IMAGE_COLUMNS} FROM generated_images i WHERE i.id = $1`, [id]);
    expect(raw).toEqual(await t.services.prisma.generatedImage.findUnique({ where: { id } }));
  });
});
