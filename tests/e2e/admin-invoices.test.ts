import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectHeading, freshEmail, restData, screenshot, settled, startE2e, toast, type E2e, type Lang, type Page } from '../support/browser';
import { registerSession, signedInPage, type Session } from '../support/e2e-users';
import { startKsefDouble, type KsefDouble } from '../support/ksef-double';
import { waitFor } from '../support/wait';

// The console's invoices (issue #26) in Chromium, in English and Polish: an admin finds the invoice KSeF (the double)
// rejected, sees the reason, resends it with a reason after a confirmation, sees it accepted with its KSeF number,
// and downloads a PDF.

const SELLER_NIP = '5260250274';
const TOKEN = '20261207-EC-0123456789-ABCDEF0123-45|nip-5260250274|0123456789abcdef';
const ADMIN = 'books@example.com';
const password = 'sekret-123';
const buyers: Record<Lang, string> = { en: 'Studio Anglia sp. z o.o.', pl: 'Studio Żuławy sp. z o.o.' };

let double: KsefDouble;
let e2e: E2e;
let admin: Session;

const x = {
  en: { title: 'Invoices', search: 'Search invoices', searchSubmit: 'Search', status: 'KSeF status', rejected: 'Rejected by KSeF', accepted: 'Accepted by KSeF', all: 'All', resend: 'Resend', reason: 'Reason', queued: 'is queued for KSeF again', download: 'Download invoice', ksefNo: 'KSeF no.' },
  pl: { title: 'Faktury', search: 'Szukaj faktur', searchSubmit: 'Szukaj', status: 'Status KSeF', rejected: 'Odrzucona przez KSeF', accepted: 'Przyjęta przez KSeF', all: 'Wszystkie', resend: 'Wyślij ponownie', reason: 'Powód', queued: 'ponownie czeka na wysłanie do KSeF', download: 'Pobierz fakturę', ksefNo: 'Nr KSeF' },
} as const;

/** The admin's view of the invoices, through GraphQL. */
async function invoices(): Promise<{ number: string; buyerName: string; ksefStatus: string }[]> {
  const res = await fetch(`${e2e.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
    body: JSON.stringify({ query: 'query ($first: Int) { adminInvoices(first: $first) { edges { node { number buyerName ksefStatus } } } }', variables: { first: 100 } }),
  });
  type Row = { number: string; buyerName: string; ksefStatus: string };
  return ((await res.json()) as { data: { adminInvoices: { edges: { node: Row }[] } } }).data.adminInvoices.edges.map((edge) => edge.node);
}

/** A company's purchase through the Stripe sandbox, over REST, and its invoice once KSeF has ruled on it. */
async function companyPurchase(companyName: string, outcome: 'rejected' | 'accepted') {
  const buyer = await registerSession(e2e, { email: freshEmail('buyer'), password, fullName: 'Kupujący', lang: 'pl' });
  const { checkoutUrl } = await restData(e2e.url, '/api/payments/checkout', {
    method: 'POST',
    token: buyer.token,
    body: { planId: 'pack-starter', currency: 'PLN', withdrawalConsent: true, companyName, nip: '7740001454' },
  });
  await fetch(checkoutUrl as string, { method: 'POST', body: new URLSearchParams({ method: 'card', outcome: 'success' }), redirect: 'manual' });
  await waitFor(async () => (await invoices()).find((i) => i.buyerName === companyName)?.ksefStatus === outcome, { timeoutMs: 90_000, intervalMs: 500, what: `${companyName}'s invoice to be ${outcome} by KSeF` });
}

beforeAll(async () => {
  double = await startKsefDouble({ nip: SELLER_NIP, ksefToken: TOKEN });
  e2e = await startE2e({ REQUIRE_EMAIL_CONFIRMATION: 'false', ADMIN_EMAILS: ADMIN, KSEF_MODE: 'test', KSEF_API_URL: double.url, KSEF_TOKEN: TOKEN, KSEF_RETRY_DELAY_SECONDS: '1' });
  admin = await registerSession(e2e, { email: ADMIN, password, fullName: 'Olga Księgowa', lang: 'pl' });
  for (const lang of ['en', 'pl'] as const) {
    double.knobs.rejectNext = 1;
    await companyPurchase(buyers[lang], 'rejected');
  }
  await companyPurchase('Agencja Wisła S.A.', 'accepted');
}, 300_000);
afterAll(async () => {
  await e2e?.close();
  await double?.close();
});

async function shot(page: Page, name: string) {
  await page.evaluate(() => scrollTo(0, 0));
  await settled(page);
  await screenshot(page, name);
}

describe.each(['en', 'pl'] as const)('admin invoices in Chromium (%s)', (lang: Lang) => {
  it('shows a rejection with its reason, resends it with a reason, sees it accepted, and downloads a PDF', { timeout: 240_000 }, async () => {
    const l = x[lang];
    const { page, problems, close } = await signedInPage(e2e, lang, admin);
    try {
      await page.goto(`/${lang}/admin/invoices`);
      await expectHeading(page, l.title);
      const rows = page.getByTestId('admin-invoice-row');
      await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(3);
      await shot(page, `admin-invoices-${lang}`);
      await expectNoSeriousA11yViolations(page, { context: `admin invoices (${lang})` });

      // This language's rejected invoice: found by the buyer's name, filtered by status, its reason shown.
      await page.getByRole('searchbox', { name: l.search }).fill(buyers[lang].split(' ')[1]!);
      await page.getByRole('button', { name: l.searchSubmit, exact: true }).click();
      // One filter in the address at a time: two changes in the same moment could each start from the old query.
      await page.waitForURL((u) => u.searchParams.has('search'));
      await page.getByLabel(l.status).selectOption({ label: l.rejected });
      await expect.poll(() => rows.count()).toBe(1);
      const row = rows.first();
      await expect.poll(() => row.getAttribute('data-ksef')).toBe('rejected');
      expect(await row.getByTestId('admin-invoice-reason').innerText()).toContain(double.knobs.rejectReason);
      expect(await row.innerText()).toContain('7740001454');

      // Resend: the confirmation asks for a reason; then the invoice goes back to KSeF and is accepted.
      await row.getByRole('button', { name: l.resend }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(new RegExp(`^${l.reason}`)).fill('Dane nabywcy poprawione');
      await shot(page, `admin-invoices-resend-${lang}`);
      await expectNoSeriousA11yViolations(page, { context: `admin invoice resend (${lang})` });
      await dialog.getByRole('button', { name: l.resend }).click();
      await toast(page, l.queued).waitFor();
      await waitFor(async () => (await invoices()).find((i) => i.buyerName === buyers[lang])?.ksefStatus === 'accepted', { timeoutMs: 60_000, intervalMs: 500, what: 'the resent invoice to be accepted' });
      await page.getByLabel(l.status).selectOption({ label: l.accepted });
      await expect.poll(() => rows.count()).toBe(1);
      await expect.poll(() => rows.first().getAttribute('data-ksef')).toBe('accepted');
      expect(await rows.first().innerText()).toContain(l.ksefNo);
      await shot(page, `admin-invoices-accepted-${lang}`);

      // Its PDF, through the admin route (audited).
      const number = (await rows.first().getByTestId('admin-invoice-number').innerText()).trim();
      const [file] = await Promise.all([page.waitForEvent('download'), rows.first().getByRole('button', { name: new RegExp(l.download) }).click()]);
      expect(file.suggestedFilename()).toMatch(new RegExp(`-${number.replaceAll('/', '-')}\\.pdf$`));
      expect(problems()).toEqual([]);
    } finally {
      await close();
    }
  });
});
