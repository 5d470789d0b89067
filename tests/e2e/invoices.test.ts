import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPath, freshEmail, screenshot, startE2e, type E2e, type Lang, type Page } from '../support/browser';
import { registerSession, signedInPage } from '../support/e2e-users';

// A Polish company's purchase through the local Stripe sandbox, and its VAT invoice (issue #26) as the buyer gets it:
// Account → Subscription → Payment history, the PDF downloaded and read back, in Polish and in English.
let e2e: E2e;
beforeAll(async () => {
  // NBP mid rates of USD for the days before today (the English site sells in USD: its invoice shows PLN too).
  const usd: Record<string, { rate: string; table: string }> = {};
  for (let i = 1; i <= 15; i++) usd[new Date(Date.now() - i * 86_400_000).toISOString().slice(0, 10)] = { rate: '3.6512', table: `${240 - i}/A/NBP/2026` };
  const rates = join(mkdtempSync(join(tmpdir(), 'kadr-nbp-')), 'rates.json');
  writeFileSync(rates, JSON.stringify({ USD: usd }));
  e2e = await startE2e({ REQUIRE_EMAIL_CONFIRMATION: 'false', NBP_RATES_FILE: rates });
});
afterAll(() => e2e?.close());

const words = {
  // A 39.99 zł package (net 32.51, VAT 7.48); a $9.99 one (net 8.12, VAT 1.87, and the VAT in PLN at 3.6512).
  pl: { pricing: '/pl/cennik', account: '/pl/konto?tab=subscription', invoice: 'Faktura na firmę (opcjonalnie)', company: 'Nazwa firmy', nip: 'NIP lub numer VAT UE', consent: 'Rozumiem i chcę kontynuować', buy: 'Kup teraz', success: '/pl/payment-success', title: 'Faktura VAT', buyer: 'Nabywca', amounts: [/32,51 7,48 39,99/, /Zapłacono: 39,99\s?zł/] },
  en: { pricing: '/en/pricing', account: '/en/account?tab=subscription', invoice: 'Invoice for a company (optional)', company: 'Company name', nip: 'NIP or EU VAT ID', consent: 'I understand and want to continue', buy: 'Buy now', success: '/en/payment-success', title: 'VAT invoice', buyer: 'Buyer', amounts: [/8\.12 1\.87 9\.99/, /3\.6512/] },
} as const;

async function payInSandbox(page: Page): Promise<void> {
  await page.waitForURL((u) => u.pathname.startsWith('/dev/stripe/checkout/'), { timeout: 60_000 });
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByLabel('Card', { exact: true }).check();
  await page.getByLabel('Outcome').selectOption('success');
  await page.getByRole('button', { name: 'Pay' }).click();
}

describe.each(['pl', 'en'] as const)('a company invoice in Chromium (%s)', (lang: Lang) => {
  it('buys with a NIP, then downloads the invoice PDF: its number, both NIPs, the VAT lines and Polish letters intact', { timeout: 300_000 }, async () => {
    const w = words[lang];
    const email = freshEmail(`invoice-${lang}`);
    const session = await registerSession(e2e, { email, password: 'sekret-123', fullName: 'Łucja Źrebiec', lang });
    const { page, problems, close } = await signedInPage(e2e, lang, session);
    try {
      await page.goto(`${w.pricing}?plan=pack-starter`);
      await page.getByRole('button', { name: w.invoice }).click();
      await page.getByLabel(w.company).fill('Zażółć Gęślą Jaźń Sp. z o.o.');
      await page.getByLabel(w.nip).fill('526-025-02-74');
      await page.getByLabel(w.consent).check();
      await page.locator('main').getByRole('button', { name: w.buy }).click();
      await payInSandbox(page);
      await expectPath(page, w.success);

      // The invoice is issued by a job once the payment is credited: the history shows it (reloaded until it does).
      await page.goto(w.account);
      const download = page.getByTestId('download-invoice');
      await expect
        .poll(async () => {
          if ((await download.count()) === 0) await page.reload();
          return download.count();
        }, { timeout: 60_000, interval: 1000 })
        .toBe(1);
      const number = (await download.innerText()).trim();
      expect(number).toMatch(/^KDR\/\d{4}\/\d{2}\/\d{6}$/);
      await screenshot(page, `invoice-history-${lang}`);
      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      expect(file.suggestedFilename()).toBe(`${lang === 'pl' ? 'Faktura' : 'Invoice'}-${number.replaceAll('/', '-')}.pdf`);
      const bytes = new Uint8Array(readFileSync((await file.path())!));
      const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
      expect(text).toContain(number);
      expect(text).toContain(w.title);
      expect(text.toLowerCase()).toContain(w.buyer.toLowerCase());
      expect(text).toContain('Zażółć Gęślą Jaźń Sp. z o.o.');
      expect(text).toContain('5260250274');
      expect(text).toContain('23%');
      for (const amount of w.amounts) expect(text).toMatch(amount);
      expect(problems()).toEqual([]);
    } finally {
      await close();
    }
  });
});
