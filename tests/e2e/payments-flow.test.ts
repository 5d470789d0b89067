import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectHeading, expectPath, freshEmail, openPage, settled, screenshot, startE2e, submitLogin, type E2e, type Lang, type Page, type TrackedPage } from '../support/browser';
import { registerSession, signedInPage } from '../support/e2e-users';

// Payments through the local Stripe sandbox (/dev/stripe), as a buyer meets them: the pricing page, the sandbox's
// hosted checkout form, the way back (progress messages, the result, the redirect) and the account's subscription tab.
const env = { REQUIRE_EMAIL_CONFIRMATION: 'false', SIGNUP_BONUS_CREDITS: '5' };
let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e(env);
});
afterAll(() => e2e?.close());

const password = 'sekret-123';

/** A signed-up account (no confirmation here) and its tokens. */
async function account(lang: Lang) {
  const email = freshEmail(`pay-${lang}`);
  return { email, ...(await registerSession(e2e, { email, password, fullName: 'Ewa Zając', lang })) };
}

/**
 * Every payment progress step the pages show, in order, across page loads (the app leaves for the payment page
 * right after "redirecting", so the steps are reported as they appear rather than looked for afterwards).
 */
async function recordSteps(tracked: TrackedPage): Promise<() => Promise<string[]>> {
  // Kept in the tab's sessionStorage, written synchronously as each step appears: a message to the test (a binding)
  // sent just before the page leaves can be lost with the page; the pricing, checkout and result pages share an origin.
  await tracked.context.addInitScript(() => {
    const report = () => {
      const step = document.querySelector('[data-payment-step]')?.getAttribute('data-payment-step');
      if (!step) return;
      const steps = JSON.parse(sessionStorage.getItem('kadr-test-payment-steps') ?? '[]') as string[];
      if (steps.at(-1) !== step) sessionStorage.setItem('kadr-test-payment-steps', JSON.stringify([...steps, step]));
    };
    new MutationObserver(report).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-payment-step'] });
  });
  return async () => JSON.parse((await tracked.page.evaluate(() => sessionStorage.getItem('kadr-test-payment-steps'))) ?? '[]') as string[];
}

/** The sandbox's hosted checkout page: choose the method and the outcome, then pay. Answers the page's URL. */
async function payInSandbox(page: Page, { method, outcome, name }: { method: 'card' | 'blik'; outcome: string; name: string }): Promise<string> {
  await page.waitForURL((u) => u.pathname.startsWith('/dev/stripe/checkout/'), { timeout: 60_000 });
  const checkoutUrl = page.url();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByLabel(method === 'blik' ? 'BLIK' : 'Card', { exact: true }).check();
  if (method === 'blik') await page.getByLabel('BLIK code').fill('777123');
  await page.getByLabel('Outcome').selectOption(outcome);
  await screenshot(page, name);
  await page.getByRole('button', { name: 'Pay' }).click();
  return checkoutUrl;
}

const main = (page: Page) => page.locator('main');

describe('payments in Polish', () => {
  const l = {
    pricing: '/pl/cennik',
    choose: 'Wybierz Start',
    consent: 'Rozumiem i chcę kontynuować',
    buy: 'Kup teraz',
    steps: { processing: 'Przetwarzamy Twoje zamówienie…', verifying: 'Weryfikujemy Twoją płatność…' },
    paid: 'Płatność przyjęta. Dziękujemy!',
    stay: 'Zostań na tej stronie',
  };

  it('buys the cheapest package with BLIK: login on the way, progress, the result, the balance, the history row', { timeout: 300_000 }, async () => {
    const session = await account('pl');
    const tracked = await openPage(e2e, { lang: 'pl' });
    const { page, problems, close } = tracked;
    const steps = await recordSteps(tracked);
    try {
      await page.goto(l.pricing);
      await expectHeading(page, 'Cennik');
      // PLN, taxes included, with the price per credit and the methods a one-off PLN payment takes.
      const starter = page.locator('[data-plan-id="pack-starter"]');
      await expect.poll(() => starter.innerText()).toMatch(/39,99\s?zł[\s\S]*Cena zawiera podatki[\s\S]*40 kredytów[\s\S]*1,00\s?zł za kredyt[\s\S]*Metody płatności: karta, BLIK i Przelewy24/);
      // The yearly discount is named on the switch, and the yearly plan is priced per year.
      await expect.poll(() => main(page).innerText()).toMatch(/Płatność roczna to \d+% oszczędności/);
      await screenshot(page, 'payments-pricing-pl');

      await page.getByRole('button', { name: l.choose }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('plan')).toBe('pack-starter');
      const buy = main(page).getByRole('button', { name: l.buy });
      expect(await buy.isDisabled()).toBe(true);
      await page.getByLabel(l.consent).check();
      await buy.click();

      // Signed out: log in first, then back to the same choice.
      await expectPath(page, '/pl/login');
      await submitLogin(page, 'pl', session.email, password);
      await expectPath(page, l.pricing);
      expect(new URL(page.url()).searchParams.get('plan')).toBe('pack-starter');
      await expect.poll(() => page.getByRole('button', { name: l.choose }).getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => buy.isDisabled()).toBe(true);
      // A company invoice: the optional details unfold, and go with the order (a wrong NIP would be refused).
      await page.getByRole('button', { name: 'Faktura na firmę (opcjonalnie)' }).click();
      await page.getByLabel('Nazwa firmy').fill('Zając Studio Sp. z o.o.');
      await page.getByLabel('NIP').fill('526-000-12-46');
      await page.getByLabel(l.consent).check();
      await buy.click();

      // BLIK waits for the buyer's bank: the page verifies until the sandbox's bank confirms it.
      const checkoutUrl = await payInSandbox(page, { method: 'blik', outcome: 'pending', name: 'payments-sandbox-checkout-pl' });
      await expectPath(page, '/pl/payment-success');
      await main(page).getByText(l.steps.verifying).waitFor({ timeout: 60_000 });
      await screenshot(page, 'payments-verifying-pl');
      const settle = await fetch(checkoutUrl, { method: 'POST', body: new URLSearchParams({ settle: 'success' }), redirect: 'manual' });
      expect(settle.status).toBe(303);

      await main(page).getByRole('heading', { name: l.paid }).waitFor({ timeout: 60_000 });
      expect(await steps()).toEqual(['processing', 'redirecting', 'confirming', 'verifying', 'completing']);
      const result = await main(page).innerText();
      for (const part of [/Status\s+Opłacona/, /Plan\s+Start/, /Kwota\s+39,99\s?zł/, /Identyfikator transakcji\s+pi_\w+/, /Dodane kredyty\s+40 kredytów/, /Twoje saldo\s+45 kredytów/]) {
        expect(result).toMatch(part);
      }
      expect(result).toMatch(/Za \d+ sekund\S* przejdziesz do pulpitu/);
      // Then to the dashboard, by itself after 10 s, where the header shows the new balance.
      await expectPath(page, '/pl/pulpit');
      await expect.poll(() => page.getByRole('banner').innerText()).toContain('45');

      // Verifying again (a reload, a second tab) adds nothing: only the webhook job credits.
      await page.goto(new URL(`/pl/payment-success?session_id=${new URL(checkoutUrl).pathname.split('/').pop()}`, e2e.url).toString());
      await main(page).getByRole('heading', { name: l.paid }).waitFor({ timeout: 60_000 });
      await main(page).getByRole('button', { name: l.stay }).click();
      expect(await main(page).innerText()).toMatch(/Twoje saldo\s+45 kredytów/);
      await settled(page);
      await screenshot(page, 'payments-success-pl');
      await expectNoSeriousA11yViolations(page, { context: 'payment success (pl)' });

      await page.goto('/pl/konto?tab=subscription');
      const row = page.getByTestId('payment-history-row');
      await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(1);
      expect(await row.innerText()).toMatch(/Start\s+Jednorazowo\s+Opłacona\s+39,99\s?zł/);
      expect(await page.getByTestId('tier-badge').innerText()).toBe('Darmowy');
      await settled(page);
      await screenshot(page, 'payments-account-pl');
      await expectNoSeriousA11yViolations(page, { context: 'account subscription with a payment (pl)' });
      expect(problems()).toEqual([]);
    } finally {
      await close();
    }
  });

  it('says a cancelled payment was cancelled', { timeout: 180_000 }, async () => {
    const { page, problems, close } = await signedInPage(e2e, 'pl', await account('pl'));
    try {
      await page.goto(`${l.pricing}?plan=pack-starter`);
      await page.getByLabel(l.consent).check();
      await main(page).getByRole('button', { name: l.buy }).click();
      await payInSandbox(page, { method: 'card', outcome: 'canceled', name: 'payments-sandbox-cancel-pl' });
      await expectPath(page, '/pl/payment-failed');
      await expectHeading(page, 'Płatność nie powiodła się');
      await main(page).getByText('Płatność została anulowana. Nie pobraliśmy żadnych środków.').waitFor({ timeout: 30_000 });
      await settled(page);
      await screenshot(page, 'payments-failed-pl');
      expect(problems()).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('payments in English', () => {
  it('ends a declined card on /payment-failed with the reason, and an insufficient-funds one with its own', { timeout: 240_000 }, async () => {
    const { page, problems, close } = await signedInPage(e2e, 'en', await account('en'));
    const cases = [
      { outcome: 'declined', text: 'Your payment was declined. You have not been charged. Try another card or payment method.' },
      { outcome: 'insufficient_funds', text: 'Your payment was declined because of insufficient funds. You have not been charged.' },
    ];
    try {
      for (const [i, c] of cases.entries()) {
        await page.goto('/en/pricing?plan=pack-starter');
        await expectHeading(page, 'Pricing');
        await expect.poll(() => page.locator('[data-plan-id="pack-starter"]').innerText()).toMatch(/\$9\.99[\s\S]*\$0\.25 per credit[\s\S]*Pay by card/);
        if (i === 0) await screenshot(page, 'payments-pricing-en');
        const buy = main(page).getByRole('button', { name: 'Buy now' });
        expect(await buy.isDisabled()).toBe(true);
        await page.getByLabel('I understand and want to continue').check();
        await buy.click();
        await payInSandbox(page, { method: 'card', outcome: c.outcome, name: `payments-sandbox-${c.outcome}-en` });
        await expectPath(page, '/en/payment-failed');
        await expectHeading(page, 'Payment failed');
        await main(page).getByText(c.text).waitFor({ timeout: 30_000 });
        if (i === 0) {
          await settled(page);
          await screenshot(page, 'payments-failed-en');
        }
      }
      expect(problems()).toEqual([]);
    } finally {
      await close();
    }
  });

  it('subscribes monthly by card: the account shows the plan, premium badge and renewal date', { timeout: 240_000 }, async () => {
    const { page, problems, close } = await signedInPage(e2e, 'en', await account('en'));
    try {
      await page.goto('/en/pricing');
      await page.getByRole('button', { name: 'Choose Monthly' }).click();
      await page.getByLabel('I understand and want to continue').check();
      await main(page).getByRole('button', { name: 'Subscribe' }).click();
      await payInSandbox(page, { method: 'card', outcome: 'success', name: 'payments-sandbox-subscription-en' });
      await expectPath(page, '/en/payment-success');
      await main(page).getByRole('heading', { name: 'Payment received. Thank you!' }).waitFor({ timeout: 60_000 });
      await main(page).getByRole('button', { name: 'Stay on this page' }).click();
      const result = await main(page).innerText();
      expect(result).toMatch(/Amount\s+\$12\.99/);
      expect(result).toMatch(/Credits added\s+60 credits/);
      expect(result).toMatch(/Your balance\s+65 credits/);
      await settled(page);
      await screenshot(page, 'payments-success-en');
      await expectNoSeriousA11yViolations(page, { context: 'payment success (en)' });

      await page.goto('/en/account?tab=subscription');
      await expect.poll(() => page.getByTestId('tier-badge').innerText(), { timeout: 30_000 }).toBe('Premium');
      const card = await page.locator('section[aria-labelledby="subscription-title"]').innerText();
      expect(card).toMatch(/Plan\s+Monthly/);
      expect(card).toMatch(/Billing period\s+Monthly/);
      expect(card).toMatch(/Status\s+Active/);
      // The sandbox renews a monthly plan 30 days on, as the browser writes an English date.
      const renewal = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', year: 'numeric' }).format(Date.now() + 30 * 86_400_000);
      expect(card).toMatch(new RegExp(`Renews on\\s+${renewal}`));
      await expect.poll(() => page.getByTestId('payment-history-row').count(), { timeout: 30_000 }).toBe(1);
      expect(await page.getByTestId('payment-history-row').innerText()).toMatch(/Monthly\s+Monthly\s+Paid\s+\$12\.99/);
      await settled(page);
      await screenshot(page, 'payments-account-en');
      await expectNoSeriousA11yViolations(page, { context: 'account subscription, premium (en)' });
      expect(problems()).toEqual([]);
    } finally {
      await close();
    }
  });
});
