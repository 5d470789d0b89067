import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCreditsBalance } from '@kadr/core/ledger/get-credits-balance';
import { registerUser, type TestUser } from '../factories/library';
import { setBalance } from '../factories/media';
import { stripeEventsProcessed } from '../factories/payments';
import { graphql } from '../gql';
import { graphqlClient } from '../support/graphql';
import { serveTestApp } from '../support/serve-app';
import { bearer, call, type TestApp } from '../support/test-app';

const GENERATE = graphql(`
  mutation PremiumTestVideo($i: GenerateVideoInput!) {
    generateVideo(input: $i) { __typename ... on Error { code message } }
  }
`);

// Free versus premium: ultra video quality needs an active subscription (core/src/catalogue/premium.ts). The
// requests name an image that does not exist, so one that passes the premium check stops at 'Image not found'
// before anything is charged or rendered.
describe('premium features', () => {
  let served: Awaited<ReturnType<typeof serveTestApp>>;
  let t: TestApp;
  beforeAll(async () => {
    served = await serveTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', RATE_LIMIT_DISABLED: 'true' });
    t = served.t;
  }, 60_000);
  afterAll(() => served?.close());

  const video = (user: TestUser, quality: string) =>
    call(t.app, 'POST', '/api/ai/videos/generate', { prompt: 'slow pan', style: 'professional', duration: 3, quality, sourceImageId: randomUUID() }, bearer(user.token));
  const processed = () => stripeEventsProcessed(t);

  it('refuses ultra video to a free user with PREMIUM_REQUIRED, charging nothing, and lets standard and high through', async () => {
    const user = await registerUser(t, 'free-user@example.com');
    await setBalance(t, user.id, 50);
    expect(await video(user, 'ultra')).toMatchObject({ status: 403, body: { error: { code: 'PREMIUM_REQUIRED', message: 'This feature requires a premium subscription' } } });
    const res = await graphqlClient(t, user.token).execute(GENERATE, { i: { prompt: 'slow pan', style: 'professional', quality: 'ultra', sourceImageId: randomUUID() } });
    expect(res.data?.generateVideo).toEqual({ __typename: 'PremiumRequiredError', code: 'PREMIUM_REQUIRED', message: 'This feature requires a premium subscription' });
    for (const quality of ['standard', 'high']) expect(await video(user, quality)).toMatchObject({ status: 404, body: { error: { message: 'Image not found' } } });
    expect(await getCreditsBalance(t.services, { userId: user.id })).toBe(50);
    expect(await t.services.prisma.aiJob.count({ where: { userId: user.id } })).toBe(0);
  });

  it('lets a subscriber use ultra video until the subscription ends', async () => {
    const user = await registerUser(t, 'subscriber@example.com');
    const checkout = await call(t.app, 'POST', '/api/payments/checkout', { planId: 'sub-monthly', currency: 'USD', withdrawalConsent: true }, bearer(user.token));
    await fetch(checkout.body.data.checkoutUrl, { method: 'POST', body: new URLSearchParams({ method: 'card', outcome: 'success' }), redirect: 'manual' });
    await processed();
    expect(await video(user, 'ultra')).toMatchObject({ status: 404, body: { error: { message: 'Image not found' } } });

    const subId = String(t.stripeSandbox!.get(checkout.body.data.sessionId, 'checkout.session').subscription);
    await t.services.stripe!.stripe.subscriptions.cancel(subId);
    await processed();
    expect(await video(user, 'ultra')).toMatchObject({ status: 403, body: { error: { code: 'PREMIUM_REQUIRED' } } });
  });
});
