import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantCredits } from '@kadr/core/ledger/grant-credits';
import { holdCredits } from '@kadr/core/ledger/hold-credits';
import { captureHold, releaseHold } from '@kadr/core/ledger/settle-hold';
import { USAGE_WINDOW_DAYS } from '@kadr/server/modules/library/get-usage';
import { asUser, registerUser, storedImage, storedVideo, type TestUser } from '../factories/library';
import { graphql } from '../gql';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let user: TestUser;
let other: TestUser;
let keys = 0;

const DAY = 24 * 3600 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const dateOf = (d: Date) => d.toISOString().slice(0, 10);

const USAGE = graphql(`
  query UsageWindow {
    usage { windowDays creditsUsed photos videos days { date credits photos videos } }
  }
`);
const CREDITS_USED = graphql(`
  query CreditsUsed {
    usage { creditsUsed }
  }
`);

/** A job's credits through the real ledger: held, `captured` charged item by item, the rest released. */
async function spend(userId: string, held: number, captured: number, { release = true, at }: { release?: boolean; at?: Date } = {}) {
  const key = `usage-test-${++keys}`;
  await t.services.prisma.$transaction(async (tx) => {
    const { holdId } = await holdCredits(tx, { userId, amount: held, idempotencyKey: key });
    for (let i = 0; i < captured; i++) await captureHold(tx, { holdId, amount: 1, idempotencyKey: `${key}:${i}:capture` });
    if (release) await releaseHold(tx, holdId);
  });
  if (at) await t.services.prisma.creditLedgerEntry.updateMany({ where: { idempotencyKey: { startsWith: `${key}:` } }, data: { createdAt: at } });
}

async function seed(u: TestUser) {
  await t.services.prisma.$transaction((tx) => grantCredits(tx, { userId: u.id, amount: 100, kind: 'adjustment', idempotencyKey: `usage-grant-${u.id}` }));
  await spend(u.id, 5, 3); // 3 charged, 2 released
  await spend(u.id, 4, 0); // all released: nothing used
  await spend(u.id, 6, 1, { release: false }); // still running: 1 charged, 5 only held
  await spend(u.id, 2, 2, { at: daysAgo(10) });
  await spend(u.id, 7, 7, { at: daysAgo(31) }); // outside the window

  const deleted = await storedImage(t, u.id);
  await t.services.prisma.generatedImage.update({ where: { id: deleted.id }, data: { deletedAt: new Date() } });
  await storedImage(t, u.id);
  await storedImage(t, u.id, { kind: 'background', sourceImageId: deleted.id });
  await storedImage(t, u.id, { status: 'failed' });
  await storedImage(t, u.id, { createdAt: daysAgo(10) });
  await storedImage(t, u.id, { createdAt: daysAgo(40) });
  await storedVideo(t, u.id);
  await storedVideo(t, u.id, { status: 'failed' });
  await storedVideo(t, u.id, { createdAt: daysAgo(29) });
  await storedVideo(t, u.id, { createdAt: daysAgo(30) });
}

beforeAll(async () => {
  t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', SIGNUP_BONUS_CREDITS: '0' });
  user = await registerUser(t, 'usage@example.com');
  other = await registerUser(t, 'usage-other@example.com');
  await seed(user);
  await seed(other);
  await spend(other.id, 9, 9);
});

afterAll(async () => {
  await t?.close();
});

describe('usage over the last 30 days', () => {
  it('counts captured credits, delivered photos and delivered videos, per day and in total (REST)', async () => {
    const res = await asUser(t, user).rest('GET', '/api/profiles/usage');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const usage = res.body.data;
    // Captured 3 + 1 today and 2 ten days ago; the released and still-held credits are not use.
    expect(usage).toMatchObject({ windowDays: 30, creditsUsed: 6, photos: 4, videos: 2 });
    expect(USAGE_WINDOW_DAYS).toBe(30);

    expect(usage.days).toHaveLength(30);
    const today = dateOf(new Date());
    expect(usage.days.at(-1).date).toBe(today);
    expect(usage.days[0].date).toBe(dateOf(daysAgo(29)));
    const byDate = new Map(usage.days.map((d: { date: string }) => [d.date, d]));
    expect(byDate.get(today)).toEqual({ date: today, credits: 4, photos: 3, videos: 1 });
    expect(byDate.get(dateOf(daysAgo(10)))).toEqual({ date: dateOf(daysAgo(10)), credits: 2, photos: 1, videos: 0 });
    expect(byDate.get(dateOf(daysAgo(29)))).toEqual({ date: dateOf(daysAgo(29)), credits: 0, photos: 0, videos: 1 });
    const sum = (k: string) => usage.days.reduce((s: number, d: Record<string, number>) => s + d[k]!, 0);
    expect([sum('credits'), sum('photos'), sum('videos')]).toEqual([6, 4, 2]);
  });

  it('answers the same over GraphQL, and refuses signed-out callers', async () => {
    const res = await asUser(t, user).execute(USAGE);
    expect(res.data?.usage).toMatchObject({ windowDays: 30, creditsUsed: 6, photos: 4, videos: 2 });
    expect(res.data?.usage.days).toHaveLength(30);
    const rest = await asUser(t, user).rest('GET', '/api/profiles/usage');
    expect(res.data?.usage).toEqual(rest.body.data);

    const signedOut = await asUser(t, null).rest('GET', '/api/profiles/usage');
    expect([signedOut.status, signedOut.body.error]).toEqual([401, { code: 'NOT_AUTHENTICATED', message: 'Not authenticated' }]);
    expect((await asUser(t, null).execute(CREDITS_USED)).data).toBeNull();
  });

  it('is all zeros for a new account', async () => {
    const fresh = await registerUser(t, 'usage-new@example.com');
    const usage = (await asUser(t, fresh).rest('GET', '/api/profiles/usage')).body.data;
    expect(usage).toMatchObject({ windowDays: 30, creditsUsed: 0, photos: 0, videos: 0 });
    expect(usage.days.every((d: Record<string, number>) => d.credits === 0 && d.photos === 0 && d.videos === 0)).toBe(true);
  });
});
