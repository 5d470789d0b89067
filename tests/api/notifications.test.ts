import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantCredits } from '@kadr/core/ledger/grant-credits';
import { holdCredits } from '@kadr/core/ledger/hold-credits';
import { captureHold } from '@kadr/core/ledger/settle-hold';
import { notify } from '@kadr/core/notifications/notify';
import { dispatchNotificationEmails } from '@kadr/server/modules/notifications/dispatch-notification-emails';
import { settleJob } from '@kadr/workflows/generation/job-rows';
import { createTrainingActivities } from '@kadr/workflows/training/train-model.activities';
import { registerUser, type TestUser } from '../factories/library';
import { startCheckout, stripeEventsProcessed, submitCheckout } from '../factories/payments';
import { serveTestApp } from '../support/serve-app';
import { graphqlClient } from '../support/graphql';
import { bearer, call, createTestApp, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait';
import { collect, listen, wsClient } from '../support/ws-server';
import { graphql } from '../gql';
import type { NotificationsPageQuery } from '../gql/graphql';

const NOTIFICATIONS = graphql(`
  query NotificationsPage($first: Int, $after: String) {
    notifications(first: $first, after: $after) {
      edges { cursor node { id type titleEn: title(language: en) titlePl: title(language: pl) bodyEn: body(language: en) bodyPl: body(language: pl) link readAt createdAt } }
      pageInfo { hasNextPage hasPreviousPage endCursor }
      totalCount
      unreadCount
    }
    unreadNotificationCount
  }
`);
const MARK_READ = graphql(`
  mutation MarkNotificationRead($id: ID!) {
    markNotificationRead(id: $id) { id readAt }
  }
`);
const MARK_ALL_READ = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead
  }
`);
const EMAIL_PREFERENCES = graphql(`
  query NotificationEmailPreferences {
    notificationEmailPreferences { type email }
  }
`);
const SET_EMAIL_PREFERENCE = graphql(`
  mutation SetNotificationEmailPreference($type: NotificationType!, $email: Boolean!) {
    setNotificationEmailPreference(type: $type, email: $email) { type email }
  }
`);
const NOTIFICATION_ADDED = graphql(`
  subscription NotificationFeed {
    notificationAdded { id type title(language: pl) link }
  }
`);
const NOTIFICATIONS_READ = graphql(`
  subscription NotificationsReadFeed {
    notificationsRead { notification { id readAt } all unreadCount }
  }
`);

/** A connection's nodes, in order. */
const nodes = <N>(page: { edges: readonly { node: N }[] }) => page.edges.map((e) => e.node);

describe('notifications', () => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', RATE_LIMIT_DISABLED: 'true', SIGNUP_BONUS_CREDITS: '0' });
  });
  afterAll(() => t?.close());

  const newUser = () => registerUser(t, `notified${++n}@example.com`);
  const gql = (user: TestUser) => graphqlClient(t, user.token);
  const rowsOf = (user: TestUser) => t.services.prisma.notification.findMany({ where: { userId: user.id }, orderBy: { createdAt: 'asc' } });
  const runningJob = async (user: TestUser, kind: 'video' | 'background' | 'headshot' | 'training', modelId?: string) =>
    (await t.services.prisma.aiJob.create({ data: { userId: user.id, kind, status: 'running', modelId } })).id;
  const mailsTo = async (user: TestUser) => {
    const { email } = await t.services.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    return t.services.prisma.outboxEmail.findMany({ where: { to: email, kind: { startsWith: 'notification_' } } });
  };
  /** Writes `count` notifications of the user, one after another (each its own transaction, so newest is last). */
  const written = async (user: TestUser, count: number) => {
    for (let i = 0; i < count; i++) {
      await t.services.prisma.$transaction((tx) =>
        notify(tx, { userId: user.id, type: 'headshots_ready', params: { count: i + 1 }, dedupKey: `test:${user.id}:${i}` }),
      );
    }
  };

  it('writes one notification when a job ends, however often its settling runs, worded in English and Polish', async () => {
    const user = await newUser();
    const jobId = await runningJob(user, 'video');
    const settle = () => settleJob(t.services.prisma, { jobId, holdId: null }, { status: 'succeeded' }, new Date());
    // Two settling runs at once (a retried activity beside the first), and one more after.
    await Promise.all([settle(), settle()]);
    await settle();

    const rows = await rowsOf(user);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'video_ready', dedupKey: `job:${jobId}:succeeded`, link: '/video-generator', readAt: null });
    const { data } = await gql(user).execute(NOTIFICATIONS, {});
    expect(data!.notifications.edges.map((e) => e.node)).toEqual([
      expect.objectContaining({
        type: 'video_ready',
        titleEn: 'Your video is ready',
        titlePl: 'Twój film jest gotowy',
        bodyPl: 'Twój film profilowy został wygenerowany. Możesz go obejrzeć i pobrać.',
        link: '/video-generator',
      }),
    ]);
    expect(data!.unreadNotificationCount).toBe(1);
  });

  it('tells training succeeded and failed (spec §4 wording), and nothing of a canceled training', async () => {
    const user = await newUser();
    const steps = createTrainingActivities({
      prisma: t.services.prisma,
      store: t.services.store,
      pubsub: t.services.pubsub,
      providers: {},
      retentionDays: 30,
      cancelSignal: new AbortController().signal,
    });
    const training = async (name: string) => {
      const model = await t.services.prisma.aiCustomModel.create({ data: { userId: user.id, modelName: name, trainingStatus: 'training' } });
      const jobId = await runningJob(user, 'training', model.id);
      return { jobId, modelId: model.id, userId: user.id, holdId: null, provider: 'local' as const };
    };
    const done = await training('Anna');
    await steps.complete(done, { artifactKey: 'a', providerRef: null, triggerWord: null });
    await steps.complete(done, { artifactKey: 'a', providerRef: null, triggerWord: null });
    const failed = await training('Biuro');
    await steps.fail(failed, 'ProviderFailed', 'The provider failed');
    await steps.fail(failed, 'ProviderFailed', 'The provider failed');
    await steps.cancel(await training('Porzucony'));

    const rows = await rowsOf(user);
    expect(rows.map((r) => [r.type, r.titlePl, r.bodyEn])).toEqual([
      ['training_succeeded', 'Trening zakończony sukcesem!', 'Your model “Anna” is ready. You can generate headshots now.'],
      ['training_failed', 'Trening nie powiódł się', 'Training of your model “Biuro” failed. Your credits have been returned.'],
    ]);
    expect(rows[1]!.bodyPl).toBe('Trening modelu „Biuro” nie powiódł się. Kredyty zostały zwrócone na Twoje konto.');
  });

  it('emails each notification once in the user’s language, unless its type is turned off', async () => {
    const en = await newUser();
    const pl = await newUser();
    await t.services.prisma.user.update({ where: { id: pl.id }, data: { locale: 'pl' } });
    const defaults = (await gql(en).execute(EMAIL_PREFERENCES)).data!.notificationEmailPreferences;
    expect(defaults).toHaveLength(13);
    expect(defaults.every((p) => p.email)).toBe(true);
    const changed = (await gql(en).execute(SET_EMAIL_PREFERENCE, { type: 'video_failed', email: false })).data!.setNotificationEmailPreference;
    expect(changed.find((p) => p.type === 'video_failed')).toEqual({ type: 'video_failed', email: false });
    expect(changed.filter((p) => !p.email)).toHaveLength(1);

    for (const user of [en, pl]) {
      await settleJob(t.services.prisma, { jobId: await runningJob(user, 'background'), holdId: null }, { status: 'failed', message: 'no' }, new Date());
      await settleJob(t.services.prisma, { jobId: await runningJob(user, 'video'), holdId: null }, { status: 'failed', message: 'no' }, new Date());
    }
    await waitFor(async () => (await mailsTo(pl)).length === 2 && (await mailsTo(en)).length === 1, { what: 'the notification emails' });
    const [enMail] = await mailsTo(en);
    expect(enMail).toMatchObject({ kind: 'notification_headshots_failed', subject: 'Background change failed' });
    expect(enMail!.text).toContain('http://kadr.test/my-photos');
    const plMails = await mailsTo(pl);
    expect(plMails.map((m) => m.subject).sort()).toEqual(['Generowanie filmu nie powiodło się', 'Zmiana tła nie powiodła się']);
    expect(plMails.find((m) => m.kind === 'notification_video_failed')!.text).toContain('http://kadr.test/pl/generator-wideo');
    const statuses = (await rowsOf(en)).map((r) => [r.type, r.emailStatus]);
    expect(statuses).toEqual([
      ['headshots_failed', 'sent'],
      ['video_failed', 'none'],
    ]);
    await waitFor(async () => (await rowsOf(pl)).every((r) => r.emailStatus === 'sent'), { what: 'both marked sent' });
  });

  it('mails no address that is not confirmed: not at writing, and not when it became unconfirmed before sending', async () => {
    const deps = { prisma: t.services.prisma, mailer: t.services.mailer, catalogue: t.services.catalogue, publicUrl: 'http://kadr.test', log: t.services.log };
    // Registered where confirmation is required, and not confirmed yet: the bell has it, the inbox gets nothing.
    const unconfirmed = await newUser();
    await t.services.prisma.user.update({ where: { id: unconfirmed.id }, data: { emailConfirmedAt: null } });
    await written(unconfirmed, 2);
    expect((await rowsOf(unconfirmed)).map((r) => r.emailStatus)).toEqual(['none', 'none']);
    // Pending when written; the address changed and awaits confirmation when the dispatcher gets to it.
    const changed = await newUser();
    await t.services.prisma.user.update({ where: { id: changed.id }, data: { email: `changed${n}@example.com` } });
    await t.services.prisma.$transaction(async (tx) => {
      await notify(tx, { userId: changed.id, type: 'headshots_ready', params: { count: 1 }, dedupKey: `test:${changed.id}:pending` });
      await tx.user.update({ where: { id: changed.id }, data: { emailConfirmedAt: null } });
    });
    // This app's dispatcher heard of it too: whichever runs first finds the address unconfirmed.
    await dispatchNotificationEmails(deps);
    expect((await rowsOf(changed)).map((r) => r.emailStatus)).toEqual(['none']);
    expect(await mailsTo(unconfirmed)).toEqual([]);
    expect(await mailsTo(changed)).toEqual([]);
  });

  it('mails each notification exactly once with several dispatchers at work (two worker processes and the sweep)', async () => {
    const user = await newUser();
    await written(user, 30);
    const deps = { prisma: t.services.prisma, mailer: t.services.mailer, catalogue: t.services.catalogue, publicUrl: 'http://kadr.test', log: t.services.log };
    // Beside this app's own dispatcher, which heard of them too.
    await Promise.all([dispatchNotificationEmails(deps), dispatchNotificationEmails(deps), dispatchNotificationEmails(deps)]);
    await waitFor(async () => (await rowsOf(user)).every((r) => r.emailStatus === 'sent'), { what: 'every email marked sent' });
    const mails = await mailsTo(user);
    expect(mails).toHaveLength(30);
    expect(new Set(mails.map((m) => m.text)).size).toBe(30);
  });

  it('pages newest first, marks one and all read, and counts what is unread', async () => {
    const user = await newUser();
    await written(user, 5);
    const client = gql(user);
    const first = (await client.execute(NOTIFICATIONS, { first: 2 })).data!.notifications;
    expect(first.totalCount).toBe(5);
    expect(nodes(first).map((i) => i.titleEn)).toEqual(['Your headshots are ready', 'Your headshots are ready']);
    expect(nodes(first).map((i) => i.bodyEn)).toEqual(['5 new headshots are waiting in My photos.', '4 new headshots are waiting in My photos.']);
    expect(first.unreadCount).toBe(5);
    const second = (await client.execute(NOTIFICATIONS, { first: 2, after: first.pageInfo.endCursor })).data!.notifications;
    const third = (await client.execute(NOTIFICATIONS, { first: 2, after: second.pageInfo.endCursor })).data!.notifications;
    expect([...nodes(second), ...nodes(third)].map((i) => i.bodyPl)).toEqual([
      'W zakładce Moje zdjęcia czekają 3 nowe zdjęcia.',
      'W zakładce Moje zdjęcia czekają 2 nowe zdjęcia.',
      'W zakładce Moje zdjęcia czeka 1 nowe zdjęcie.',
    ]);
    expect(third.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });

    const marked = (await client.execute(MARK_READ, { id: nodes(second)[0]!.id })).data!.markNotificationRead;
    expect(marked.readAt).not.toBeNull();
    // Marking again keeps the first time.
    expect((await client.execute(MARK_READ, { id: nodes(second)[0]!.id })).data!.markNotificationRead.readAt).toBe(marked.readAt);
    expect((await client.execute(NOTIFICATIONS, { first: 1 })).data!.unreadNotificationCount).toBe(4);
    expect((await client.execute(MARK_ALL_READ)).data!.markAllNotificationsRead).toBe(4);
    expect((await client.execute(MARK_ALL_READ)).data!.markAllNotificationsRead).toBe(0);
    const after = (await client.execute(NOTIFICATIONS, {})).data!;
    expect(after.unreadNotificationCount).toBe(0);
    expect(nodes(after.notifications).every((i) => i.readAt !== null)).toBe(true);
    expect(after.notifications.unreadCount).toBe(0);
  });

  it("answers not found for another user's notification, over GraphQL and REST, and nothing to a visitor", async () => {
    const owner = await newUser();
    const other = await newUser();
    await written(owner, 1);
    const [row] = await rowsOf(owner);
    const result = await gql(other).execute(MARK_READ, { id: row!.id });
    expect(result.errors?.[0]).toMatchObject({ message: 'Notification not found', extensions: { code: 'NOT_FOUND' } });
    expect((await gql(other).execute(MARK_READ, { id: 'not-a-uuid' })).errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect(await call(t.app, 'POST', `/api/notifications/${row!.id}/read`, undefined, bearer(other.token))).toMatchObject({
      status: 404,
      body: { success: false, error: { code: 'NOT_FOUND' } },
    });
    expect((await gql(other).execute(NOTIFICATIONS, {})).data!.notifications.edges.map((e) => e.node)).toEqual([]);
    expect((await call(t.app, 'POST', '/api/notifications/read-all', undefined, bearer(other.token))).body.data).toEqual({ marked: 0 });
    expect((await rowsOf(owner))[0]!.readAt).toBeNull();
    expect((await graphqlClient(t).execute(NOTIFICATIONS, {})).errors?.[0]?.extensions).toMatchObject({ code: 'NOT_AUTHENTICATED' });
    expect((await call(t.app, 'GET', '/api/notifications')).status).toBe(401);
  });

  it('lists over REST in the envelope with the unread count in metadata, in the request language', async () => {
    const user = await newUser();
    await written(user, 3);
    const auth = bearer(user.token);
    const page = await call(t.app, 'GET', '/api/notifications?limit=2', undefined, { ...auth, 'accept-language': 'pl' });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ success: true, error: null, metadata: { unreadCount: 3, limit: 2, hasNextPage: true, nextCursor: expect.any(String) } });
    expect(page.body.data.map((i: { title: string; body: string }) => [i.title, i.body])).toEqual([
      ['Twoje zdjęcia profilowe są gotowe', 'W zakładce Moje zdjęcia czekają 3 nowe zdjęcia.'],
      ['Twoje zdjęcia profilowe są gotowe', 'W zakładce Moje zdjęcia czekają 2 nowe zdjęcia.'],
    ]);
    expect(page.body.data[0]).toMatchObject({ type: 'headshots_ready', link: '/my-photos', readAt: null });
    const rest = await call(t.app, 'GET', `/api/notifications?limit=2&cursor=${page.body.metadata.nextCursor}`, undefined, auth);
    expect(rest.body.data.map((i: { body: string }) => i.body)).toEqual(['1 new headshot is waiting in My photos.']);
    expect(rest.body.metadata).toMatchObject({ unreadCount: 3, limit: 2, hasNextPage: false, nextCursor: null });

    const read = await call(t.app, 'POST', `/api/notifications/${page.body.data[0].id}/read`, undefined, auth);
    expect(read).toMatchObject({ status: 200, body: { success: true, data: { id: page.body.data[0].id, readAt: expect.any(String) } } });
    expect((await call(t.app, 'GET', '/api/notifications', undefined, auth)).body.metadata.unreadCount).toBe(2);
    expect((await call(t.app, 'POST', '/api/notifications/read-all', undefined, auth)).body).toMatchObject({ success: true, data: { marked: 2 } });
    expect((await call(t.app, 'GET', '/api/notifications', undefined, auth)).body.metadata.unreadCount).toBe(0);
    expect(await call(t.app, 'GET', '/api/notifications?limit=0', undefined, auth)).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_ERROR' } } });
    expect(await call(t.app, 'GET', '/api/notifications?cursor=nonsense', undefined, auth)).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_ERROR' } } });
  });

  it('walks every page over GraphQL and REST: each notification once, newest first, ties by id, nobody else\'s', async () => {
    const user = await newUser();
    const other = await newUser();
    await written(other, 3);
    // Seven written one after another, then four in the same millisecond (the id breaks the tie), some read.
    await written(user, 7);
    const at = new Date(Date.now() + 1000);
    await t.services.prisma.notification.createMany({
      data: [0, 1, 2, 3].map((i) => ({ userId: user.id, type: 'headshots_ready', titleEn: 'T', bodyEn: `tie ${i}`, titlePl: 'T', bodyPl: `remis ${i}`, dedupKey: `tie:${i}`, createdAt: at, readAt: i % 2 ? at : null })),
    });
    const expected = (await t.services.prisma.notification.findMany({ where: { userId: user.id }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] })).map((r) => r.id);
    expect(expected).toHaveLength(11);
    const theirs = new Set((await rowsOf(other)).map((r) => r.id));

    for (const first of [1, 3, 4, 100]) {
      const ids: string[] = [];
      let after: string | null = null;
      for (let i = 0; i < 20; i++) {
        const page: NotificationsPageQuery['notifications'] = (await gql(user).execute(NOTIFICATIONS, { first, after })).data!.notifications;
        expect(page.edges.length).toBeLessThanOrEqual(first);
        expect(page.pageInfo.hasPreviousPage).toBe(after !== null);
        expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)?.cursor ?? null);
        expect([page.totalCount, page.unreadCount]).toEqual([11, 9]);
        ids.push(...nodes(page).map((n) => n.id));
        if (!page.pageInfo.hasNextPage) break;
        after = page.pageInfo.endCursor!;
      }
      expect(ids).toEqual(expected);

      const restIds: string[] = [];
      let cursor: string | null = null;
      for (let i = 0; i < 20; i++) {
        const res = await call(t.app, 'GET', `/api/notifications?limit=${first}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, undefined, bearer(user.token));
        expect(res.status).toBe(200);
        expect(res.body.metadata).toMatchObject({ limit: first, unreadCount: 9 });
        restIds.push(...res.body.data.map((n: { id: string }) => n.id));
        expect(res.body.metadata.hasNextPage).toBe(res.body.metadata.nextCursor !== null);
        cursor = res.body.metadata.nextCursor;
        if (!cursor) break;
      }
      expect(restIds).toEqual(expected);
      expect(restIds.some((id) => theirs.has(id))).toBe(false);
    }
    // Without a size: 20 a page.
    expect((await call(t.app, 'GET', '/api/notifications', undefined, bearer(user.token))).body.metadata).toMatchObject({ limit: 20, hasNextPage: false, nextCursor: null });

    // The user's cursor in another user's list names a position only: it shows none of the first user's rows.
    const cursor = (await gql(user).execute(NOTIFICATIONS, { first: 1 })).data!.notifications.pageInfo.endCursor;
    const fromIt = (await gql(other).execute(NOTIFICATIONS, { first: 100, after: cursor })).data!.notifications;
    expect(nodes(fromIt).every((n) => theirs.has(n.id))).toBe(true);
    expect(fromIt.totalCount).toBe(3);
  });

  it('refuses a bad cursor and a page size out of 1 to 100 with the same clear error as every list', async () => {
    const user = await newUser();
    const client = gql(user);
    for (const first of [0, 101]) {
      expect((await client.execute(NOTIFICATIONS, { first })).errors?.[0]).toMatchObject({
        message: `\`first\` must be between 1 and 100 (got ${first}); page with \`after\` for more`,
        extensions: { code: 'VALIDATION_ERROR' },
      });
      expect(await call(t.app, 'GET', `/api/notifications?limit=${first}`, undefined, bearer(user.token))).toMatchObject({
        status: 400,
        body: { success: false, error: { code: 'VALIDATION_ERROR', message: `\`limit\` must be between 1 and 100 (got ${first}); page with \`cursor\` for more` } },
      });
    }
    // Not a cursor, another list's cursor, and one of this list's shape whose parts are not a time and an id.
    const forged = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    for (const bad of ['nonsense', forged(['payment-history', new Date().toISOString(), user.id]), forged(['notifications', 'yesterday', 'x'])]) {
      expect((await client.execute(NOTIFICATIONS, { after: bad })).errors?.[0]).toMatchObject({ message: expect.stringMatching(/^Invalid cursor/), extensions: { code: 'VALIDATION_ERROR' } });
      const res = await call(t.app, 'GET', `/api/notifications?cursor=${bad}`, undefined, bearer(user.token));
      expect(res).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_ERROR', message: expect.stringMatching(/^Invalid cursor/), fieldErrors: [{ path: 'cursor' }] } } });
    }
    expect((await client.execute(NOTIFICATIONS, { first: 100 })).errors).toBeUndefined();
  });

  it('warns once when captures take the balance below one standard photo set, and again after a top-up', async () => {
    const user = await newUser();
    const grant = (amount: number) =>
      t.services.prisma.$transaction((tx) => grantCredits(tx, { userId: user.id, amount, kind: 'grant', idempotencyKey: `grant:${user.id}:${++n}` }));
    const spend = async (amount: number) => {
      const { holdId } = await t.services.prisma.$transaction((tx) => holdCredits(tx, { userId: user.id, amount, idempotencyKey: `hold:${user.id}:${++n}` }));
      for (let i = 0; i < amount; i++) await t.services.prisma.$transaction((tx) => captureHold(tx, { holdId, amount: 1, idempotencyKey: `${holdId}:${i}` }));
      return holdId;
    };
    await grant(6);
    await spend(2); // 6 → 4: not below 4 yet
    expect(await rowsOf(user)).toEqual([]);
    const crossingHold = await spend(3); // 4 → 1: crosses at 3, once; the words say what is left to spend (the hold still keeps 2)
    const rows = await rowsOf(user);
    expect(rows.map((r) => [r.type, r.bodyEn, r.bodyPl, r.link])).toEqual([
      ['low_credits', 'You have only 1 credit left. Top up to keep generating.', 'Został Ci tylko 1 kredyt. Doładuj konto, aby dalej generować.', '/pricing'],
    ]);
    const crossing = await t.services.prisma.creditLedgerEntry.findUniqueOrThrow({ where: { idempotencyKey: `${crossingHold}:0` } });
    expect(rows[0]!.dedupKey).toBe(`low:${crossing.id}`);
    await grant(10); // 11
    await spend(8); // crosses again at 3
    expect((await rowsOf(user)).filter((r) => r.type === 'low_credits')).toHaveLength(2);
  });

  it("warns a team wallet's admins, not its members", async () => {
    const admin = await newUser();
    const member = await newUser();
    const team = await t.services.prisma.team.create({
      data: { name: 'Studio', ownerId: admin.id, members: { create: [{ userId: admin.id, role: 'admin' }, { userId: member.id, role: 'member' }] } },
    });
    await t.services.prisma.$transaction((tx) => grantCredits(tx, { teamId: team.id, amount: 5, kind: 'grant', idempotencyKey: `team:${team.id}` }));
    const { holdId } = await t.services.prisma.$transaction((tx) => holdCredits(tx, { teamId: team.id, amount: 2, idempotencyKey: `team-hold:${team.id}` }));
    await t.services.prisma.$transaction((tx) => captureHold(tx, { holdId, amount: 2, idempotencyKey: `${holdId}:all` }));
    expect((await rowsOf(admin)).map((r) => r.bodyPl)).toEqual(['Zespołowi „Studio” zostały tylko 3 kredyty. Doładuj konto, aby dalej generować.']);
    expect(await rowsOf(member)).toEqual([]);
  });

  describe('live', () => {
    let server: Awaited<ReturnType<typeof listen>>;
    beforeAll(async () => {
      server = await listen(t);
    });
    afterAll(() => server?.close());

    it("delivers the signed-in user's new notifications over the subscription as they commit, and nobody else's", async () => {
      const alice = await newUser();
      const bob = await newUser();
      const aliceWs = wsClient(server.wsUrl, alice.token);
      const bobWs = wsClient(server.wsUrl, bob.token);
      const aliceFeed = collect(aliceWs, NOTIFICATION_ADDED);
      const bobFeed = collect(bobWs, NOTIFICATION_ADDED);
      // Subscribed: a marker notification of each reaches its own feed first.
      await waitFor(
        async () => {
          const dedupKey = `marker:${++n}`;
          await t.services.prisma.$transaction((tx) => notify(tx, { userId: alice.id, type: 'video_ready', params: {}, dedupKey }));
          await t.services.prisma.$transaction((tx) => notify(tx, { userId: bob.id, type: 'video_ready', params: {}, dedupKey }));
          return aliceFeed.events.length > 0 && bobFeed.events.length > 0;
        },
        { what: 'the subscriptions to start', intervalMs: 200 },
      );
      // Events come in commit order: once the last marker has come, none is still on its way.
      const lastOf = async (user: TestUser) => (await rowsOf(user)).at(-1)!.id;
      const [aliceLast, bobLast] = [await lastOf(alice), await lastOf(bob)];
      await waitFor(() => aliceFeed.events.at(-1)?.notificationAdded.id === aliceLast && bobFeed.events.at(-1)?.notificationAdded.id === bobLast, {
        what: 'the last markers',
      });
      const seen = aliceFeed.events.length;
      const bobSeen = bobFeed.events.length;
      const jobId = await runningJob(alice, 'headshot');
      await t.services.prisma.generatedImage.createMany({
        data: [0, 1].map(() => ({ userId: alice.id, jobId, kind: 'headshot' as const, status: 'succeeded' as const, prompt: 'p' })),
      });
      await settleJob(t.services.prisma, { jobId, holdId: null }, { status: 'succeeded' }, new Date());
      await waitFor(() => aliceFeed.events.length === seen + 1, { what: "alice's notification" });
      const [row] = (await rowsOf(alice)).filter((r) => r.type === 'headshots_ready');
      expect(aliceFeed.events[seen]).toEqual({ notificationAdded: { id: row!.id, type: 'headshots_ready', title: 'Twoje zdjęcia profilowe są gotowe', link: '/my-photos' } });
      expect(bobFeed.events).toHaveLength(bobSeen);
      expect(aliceFeed.errors).toEqual([]);
      aliceFeed.stop();
      bobFeed.stop();
      await aliceWs.dispose();
      await bobWs.dispose();
    });

    it("tells the user's other tabs what they read, one or all, with the count left; nobody else hears of it", async () => {
      const alice = await newUser();
      const bob = await newUser();
      // Enough for the reads that wait for the subscriptions to start, however slow the machine.
      const [aliceCount, bobCount] = [12, 10];
      await written(alice, aliceCount);
      await written(bob, bobCount);
      const aliceTab = wsClient(server.wsUrl, alice.token);
      const bobWs = wsClient(server.wsUrl, bob.token);
      const aliceFeed = collect(aliceTab, NOTIFICATIONS_READ);
      const bobFeed = collect(bobWs, NOTIFICATIONS_READ);
      // Read one at a time in "another tab" until the feed hears of one: subscribed from then on.
      const readOne = async (user: TestUser, feed: typeof aliceFeed) => {
        const unread = (await rowsOf(user)).find((r) => !r.readAt);
        if (unread) await gql(user).execute(MARK_READ, { id: unread.id });
        return feed.events.length > 0;
      };
      await waitFor(() => readOne(alice, aliceFeed), { what: "alice's subscription to start", intervalMs: 200 });
      await waitFor(() => readOne(bob, bobFeed), { what: "bob's subscription to start", intervalMs: 200 });
      // Events come in commit order: the last one read so far is the last one heard of.
      const readSoFar = (await rowsOf(alice)).filter((r) => r.readAt).sort((a, b) => a.readAt!.getTime() - b.readAt!.getTime());
      const last = readSoFar.at(-1)!;
      await waitFor(() => aliceFeed.events.at(-1)?.notificationsRead.notification?.id === last.id, { what: 'the last read heard of' });
      const aliceHeard = aliceFeed.events.length;
      expect(aliceFeed.events.at(-1)).toEqual({
        notificationsRead: { notification: { id: last.id, readAt: last.readAt!.toISOString() }, all: false, unreadCount: aliceCount - readSoFar.length },
      });
      const bobHeard = bobFeed.events.length;

      expect((await gql(alice).execute(MARK_ALL_READ)).data!.markAllNotificationsRead).toBe(aliceCount - readSoFar.length);
      await waitFor(() => aliceFeed.events.length === aliceHeard + 1, { what: 'all read heard of' });
      expect(aliceFeed.events.at(-1)).toEqual({ notificationsRead: { notification: null, all: true, unreadCount: 0 } });
      // Nothing left to mark: no event.
      expect((await gql(alice).execute(MARK_ALL_READ)).data!.markAllNotificationsRead).toBe(0);
      await gql(alice).execute(MARK_READ, { id: last.id });
      await readOne(bob, bobFeed);
      await waitFor(() => bobFeed.events.length === bobHeard + 1, { what: "bob's own read" });
      expect(aliceFeed.events).toHaveLength(aliceHeard + 1);
      expect(bobFeed.events.every((e) => e.notificationsRead.unreadCount < bobCount)).toBe(true);
      expect([...aliceFeed.errors, ...bobFeed.errors]).toEqual([]);
      aliceFeed.stop();
      bobFeed.stop();
      await aliceTab.dispose();
      await bobWs.dispose();
    });
  });
});

// Payments through the Stripe sandbox, as the payments tests make them: each outcome notified once, however often
// Stripe's events come.
describe('payment notifications', () => {
  let served: Awaited<ReturnType<typeof serveTestApp>>;
  let t: TestApp;
  beforeAll(async () => {
    served = await serveTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', RATE_LIMIT_DISABLED: 'true' });
    t = served.t;
  }, 60_000);
  afterAll(() => served?.close());

  const processed = () => stripeEventsProcessed(t);
  // Amounts and dates are formatted with no-break spaces: compared as plain ones.
  const notified = async (user: TestUser) =>
    (await t.services.prisma.notification.findMany({ where: { userId: user.id }, orderBy: { createdAt: 'asc' } })).map((r) => [r.type, r.bodyEn.replace(/\s/g, ' '), r.bodyPl.replace(/\s/g, ' ')]);

  it('tells a paid package and a failed payment, once each', async () => {
    const user = await registerUser(t, 'paying@example.com');
    const paid = await startCheckout(t, user, { planId: 'pack-starter', currency: 'PLN', language: 'pl' });
    await submitCheckout(paid.checkoutUrl, { method: 'blik', blik_code: '123456', outcome: 'success' });
    const failed = await startCheckout(t, user, { planId: 'pack-pro', currency: 'PLN' });
    await submitCheckout(failed.checkoutUrl, { method: 'blik', blik_code: '123456', outcome: 'pending' });
    await processed();
    await submitCheckout(failed.checkoutUrl, { settle: 'failed' });
    await processed();
    // Every event again: nothing more.
    const sandbox = t.stripeSandbox!;
    for (const event of sandbox.events.filter((e) => e.body.includes(paid.sessionId) || e.body.includes(failed.sessionId))) await sandbox.deliver(event.id);
    await processed();
    expect(await notified(user)).toEqual([
      ['payment_succeeded', 'We received your payment of PLN 39.99. 40 credits have been added.', 'Otrzymaliśmy Twoją płatność w wysokości 39,99 zł. Dodaliśmy 40 kredytów.'],
      ['payment_failed', 'Your payment of PLN 79.99 did not go through. Please check your payment method.', 'Płatność w wysokości 79,99 zł nie została zrealizowana. Sprawdź metodę płatności.'],
    ]);
  });

  it('tells a subscription paid, renewed, its renewal failed and its end, once each', async () => {
    const user = await registerUser(t, 'subscriber@example.com');
    const sandbox = t.stripeSandbox!;
    const { checkoutUrl, sessionId } = await startCheckout(t, user, { planId: 'sub-monthly', currency: 'USD', language: 'en' });
    await submitCheckout(checkoutUrl, { method: 'card', outcome: 'success' });
    await processed();
    const subId = String(sandbox.get(sessionId, 'checkout.session').subscription);
    sandbox.renew(subId, 'paid');
    await processed();
    sandbox.renew(subId, 'failed');
    await processed();
    for (const event of sandbox.events.filter((e) => e.type.startsWith('invoice.') && e.body.includes(subId))) await sandbox.deliver(event.id);
    await t.services.stripe!.stripe.subscriptions.update(subId, { cancel_at_period_end: true });
    await processed();
    await t.services.stripe!.stripe.subscriptions.update(subId, { metadata: { touched: 'yes' } });
    await processed();

    const rows = await notified(user);
    expect(rows.map(([type]) => type)).toEqual(['payment_succeeded', 'subscription_renewed', 'payment_failed', 'subscription_ending']);
    const periodEnd = (await t.services.prisma.subscription.findUniqueOrThrow({ where: { processorRef: subId } })).currentPeriodEnd!;
    const day = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(periodEnd);
    expect(rows[0]![1]).toBe('We received your payment of $12.99. 60 credits have been added.');
    expect(rows[3]).toEqual([
      'subscription_ending',
      `Your Monthly subscription ends on ${day('en-US')} and will not renew.`.replace(/\s/g, ' '),
      `Twoja subskrypcja (plan Miesięczny) wygaśnie ${day('pl-PL')} i nie zostanie odnowiona.`.replace(/\s/g, ' '),
    ]);
    expect(rows[1]![2]).toMatch(/^Twoja subskrypcja \(plan Miesięczny\) została odnowiona do \d+ \S+ \d{4}\.$/);
  });
});
