import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagesForm, onePersonSelfies } from '../factories/selfies';
import { expectHeading, expectPath, freshEmail, linkFromMailbox, openPage, restData, startE2e, texts, type E2e, type Lang } from '../support/browser';
import { freePort } from '../support/spawn-server';

// What a first-time user hit besides the crash: wrong links, pages that claim what did not happen, errors where
// none happened, 200 for pages that do not exist, and images blocked on another host name.
let e2e: E2e;
let port: number;
beforeAll(async () => {
  port = await freePort();
  // Mailed links and PUBLIC_URL say localhost; the browser opens 127.0.0.1 (e2e.url), as a user may.
  // Credits for one training (10) and a couple of headshots.
  e2e = await startE2e({ PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, SIGNUP_BONUS_CREDITS: '12', TRAINING_COST_CREDITS: '10' });
});
afterAll(() => e2e?.close());

const x = {
  en: {
    dashboard: '/en/dashboard',
    viewGallery: 'View gallery',
    myPhotos: { path: '/en/my-photos', title: 'My photos' },
    paymentTitle: 'Payment status',
    noTransaction: 'No transaction ID was given, so there is no payment to confirm. No credits were added.',
    notFound: 'We could not find transaction cs_test_a1b2c3, so no credits were added.',
    claims: ['Payment received', 'Thank you'],
    alreadyConfirmed: 'Your email address is already confirmed. You can log in.',
    upload: '/en/upload',
    generator: '/en/generator',
    prompt: 'Prompt',
    count: 'Number of images',
    generate2: 'Generate 2 headshots',
    leftOut: 'Left out: it would come from the same photo as another image here (not charged)',
  },
  pl: {
    dashboard: '/pl/pulpit',
    viewGallery: 'Zobacz galerię',
    myPhotos: { path: '/pl/moje-zdjecia', title: 'Moje zdjęcia' },
    paymentTitle: 'Status płatności',
    noTransaction: 'Nie podano identyfikatora transakcji, więc nie ma płatności do potwierdzenia. Nie dodano żadnych kredytów.',
    notFound: 'Nie znaleźliśmy transakcji cs_test_a1b2c3, więc nie dodano żadnych kredytów.',
    claims: ['Płatność przyjęta', 'Dziękujemy'],
    alreadyConfirmed: 'Twój adres e-mail jest już potwierdzony. Możesz się zalogować.',
    upload: '/pl/wgraj',
    generator: '/pl/generator-zdjec-profilowych',
    prompt: 'Prompt',
    count: 'Liczba zdjęć',
    generate2: 'Generuj 2 zdjęcia',
    leftOut: 'Pominięto: powstałoby z tego samego zdjęcia co inne zdjęcie tutaj (bez opłaty)',
  },
} as const;

/** Registers through the REST facade (confirmation required), returning the mailed confirmation link. */
async function registered(lang: Lang) {
  const email = freshEmail(`first-${lang}`);
  const password = 'sekret-123';
  await restData(e2e.url, '/api/auth/register', { method: 'POST', body: { email, password, fullName: 'Ewa Nowak', locale: lang } });
  return { email, password, link: await linkFromMailbox(e2e.url, email, 'confirm_email') };
}

async function signedIn(lang: Lang) {
  const { email, password, link } = await registered(lang);
  await restData(e2e.url, '/api/auth/confirm-email', { method: 'POST', body: { token: link.searchParams.get('token') } });
  const session = (await restData(e2e.url, '/api/auth/login', { method: 'POST', body: { email, password } })) as { token: string; refreshToken: string };
  const tracked = await openPage(e2e, { lang });
  await tracked.context.addInitScript((s) => {
    localStorage.setItem('kadr.token', s.token);
    localStorage.setItem('kadr.refreshToken', s.refreshToken);
  }, session);
  return { ...tracked, session };
}

describe.each(['en', 'pl'] as const)('first-user breaks, in %s', (lang) => {
  const t = texts[lang];
  const l = x[lang];

  it('answers an unknown path with 404 and the not-found page, titled in the page language', async () => {
    const { page, problems, close } = await openPage(e2e, { lang });
    try {
      const answer = await page.goto(`/${lang}/no-such-page`);
      expect(answer?.status()).toBe(404);
      await expectHeading(page, t.notFoundTitle);
      await expect.poll(() => page.title()).toBe(`${t.notFoundTitle} — Kadr`);
      // Known screens still answer 200, with or without the language prefix.
      for (const path of [`/${lang}`, l.dashboard, '/dashboard', `/${lang}/faq`]) {
        expect((await fetch(new URL(path, e2e.url), { redirect: 'manual' })).status, path).toBe(200);
      }
      expect(problems()).toEqual([]);
    } finally {
      await close();
    }
  });

  it("opens the user's own photos from the dashboard's 'View gallery', not the public gallery", async () => {
    const { page, problems, close } = await signedIn(lang);
    try {
      await page.goto(l.dashboard);
      await page.getByRole('link', { name: l.viewGallery }).click();
      await expectPath(page, l.myPhotos.path);
      await expectHeading(page, l.myPhotos.title);
      expect(problems()).toEqual([]);
    } finally {
      await close();
    }
  });

  it('never says a payment was received without one: no transaction id, or one that is not found', async () => {
    const { page, problems, close } = await signedIn(lang);
    try {
      await page.goto('/payment-success');
      await expectHeading(page, l.paymentTitle);
      await expect.poll(() => page.locator('main').innerText()).toContain(l.noTransaction);
      await page.goto(`/${lang}/payment-success?session_id=cs_test_a1b2c3`);
      // A new page load: the signed-in app loads its user and the route's code before it shows the page again.
      await expectHeading(page, l.paymentTitle);
      await expect.poll(() => page.locator('main').innerText(), { timeout: 15_000 }).toContain(l.notFound);
      const text = await page.locator('main').innerText();
      for (const claim of l.claims) expect(text).not.toContain(claim);
      expect(problems()).toEqual([]);
    } finally {
      await close();
    }
  });

  it('counts re-lit copies of one selfie once, says which photo each repeats, and trains on none of them', { timeout: 180_000 }, async () => {
    const { session, close } = await signedIn(lang);
    try {
      // Five re-lit copies of one selfie: since issue #31 the upload's near-duplicate guard counts them as one photo
      // (each later copy names the first), so the model cannot train on them and nothing is charged. The engine's own
      // guard (a second image of a job from the same photo is left out) is covered by the API tests.
      const selfie = (await onePersonSelfies()).find((s) => s.name === 'selfie-3.jpg');
      const copies = await Promise.all(
        [1, 0.96, 1.04, 0.93, 1.07].map(async (brightness, i) => ({ name: `copy-${i}.jpg`, type: 'image/jpeg', bytes: await sharp(selfie!.bytes).modulate({ brightness }).jpeg({ quality: 92 }).toBuffer() })),
      );
      const { modelId } = (await restData(e2e.url, '/api/ai/models', { method: 'POST', body: { name: null }, token: session.token })) as { modelId: string };
      await restData(e2e.url, `/api/ai/models/${modelId}/photos`, { method: 'POST', body: imagesForm(copies), token: session.token });
      const model = (await restData(e2e.url, `/api/ai/models/${modelId}`, { token: session.token })) as { photos: { original_name: string; usable: boolean; duplicate_of: { original_name: string } | null }[] };
      const first = model.photos.find((p) => p.original_name === 'copy-0.jpg')!;
      expect([first.usable, first.duplicate_of]).toEqual([true, null]);
      const repeats = model.photos.filter((p) => p.original_name !== 'copy-0.jpg');
      expect(repeats.map((p) => [p.usable, p.duplicate_of?.original_name])).toEqual(repeats.map(() => [false, 'copy-0.jpg']));
      const res = await fetch(`${e2e.url}/api/ai/models/${modelId}/train`, { method: 'POST', headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' }, body: '{}' });
      expect(res.status).toBe(422);
      expect((await res.json()).error.code).toBe('NOT_ENOUGH_PHOTOS');
    } finally {
      await close();
    }
  });

  it('says a confirmation link opened a second time is already confirmed, with the way to log in', async () => {
    const { link } = await registered(lang);
    const { page, problems, close } = await openPage(e2e, { lang });
    try {
      const path = link.pathname + link.search;
      await page.goto(path);
      await page.getByText(t.confirmed).waitFor();
      await page.goto(path);
      await page.getByText(l.alreadyConfirmed).waitFor();
      await page.getByRole('link', { name: t.goToLogin }).click();
      await expectHeading(page, t.loginTitle);
      expect(problems()).toEqual([]);
    } finally {
      await close();
    }
  });
});

it('shows stored images on a host other than PUBLIC_URL (127.0.0.1 while it says localhost)', { timeout: 120_000 }, async () => {
  expect(new URL(e2e.url).hostname).toBe('127.0.0.1');
  const { page, problems, session, close } = await signedIn('en');
  try {
    const { modelId } = (await restData(e2e.url, '/api/ai/models', { method: 'POST', body: { name: null }, token: session.token })) as { modelId: string };
    const upload = await fetch(`${e2e.url}/api/ai/models/${modelId}/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}` },
      body: imagesForm(await onePersonSelfies()),
    });
    expect(upload.status).toBe(201);
    await page.goto(x.en.upload);
    const thumbnails = page.getByTestId('photo-card').locator('img');
    await expect.poll(() => thumbnails.count(), { timeout: 30_000 }).toBe(6);
    const loaded = () => thumbnails.evaluateAll((imgs) => imgs.map((i) => ({ src: i.getAttribute('src'), width: (i as HTMLImageElement).naturalWidth })));
    await expect.poll(async () => (await loaded()).filter((i) => i.width > 0).length).toBe(6);
    for (const { src } of await loaded()) expect(src).toMatch(/^\/files\//);
    expect(problems()).toEqual([]);
  } finally {
    await close();
  }
});
