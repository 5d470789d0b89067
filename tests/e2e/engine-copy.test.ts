import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, startE2e, type E2e, type Lang } from '../support/browser';

// The copy promises what the running engine does: the local engine trains in seconds and frames the user's own
// selfies; a FLUX LoRA training on Replicate takes the spec's 20-30 minutes and its headshots are generated. The
// landing's hero is prerendered before any engine is known, so its subtitle is the same for both and claims neither.
const engines = {
  local: {
    env: {},
    en: { time: '5-30 seconds', subtitle: 'profile photos of the real you', notSaid: ['20-30 minutes', 'studio-quality'] },
    pl: { time: '5-30 sekund', subtitle: 'zdjęcia profilowe prawdziwego Ciebie', notSaid: ['20-30 minut', 'jak ze studia'] },
  },
  replicate: {
    // Enough configuration for the server to start on Replicate; nothing here calls it.
    env: {
      TRAINING_PROVIDER: 'replicate',
      REPLICATE_API_TOKEN: 'r8_not_used_by_this_test',
      REPLICATE_TRAINER_VERSION: 'ostris/flux-dev-lora-trainer:0123456789abcdef',
      REPLICATE_DESTINATION_OWNER: 'kadr',
    },
    en: { time: '20-30 minutes', subtitle: 'profile photos of the real you', notSaid: ['seconds', 'best selfies'] },
    pl: { time: '20-30 minut', subtitle: 'zdjęcia profilowe prawdziwego Ciebie', notSaid: ['sekund', 'najlepszych selfie'] },
  },
} as const;

const paths: Record<Lang, { landing: string; faq: string; faqLead: string; gallery: string; studioClaim: string }> = {
  en: { landing: '/en', faq: '/en/faq', faqLead: 'Training your personal model usually takes about', gallery: '/en/gallery', studioClaim: 'Studio headshots' },
  pl: { landing: '/pl', faq: '/pl/faq', faqLead: 'Trening osobistego modelu trwa zwykle około', gallery: '/pl/galeria', studioClaim: 'Studyjne zdjęcia' },
};

describe.each(['local', 'replicate'] as const)('training time and claims on the %s engine', (engine) => {
  let e2e: E2e;
  beforeAll(async () => {
    e2e = await startE2e(engines[engine].env);
  });
  afterAll(() => e2e?.close());

  it.each(['en', 'pl'] as const)('the landing page and the FAQ say what this engine does (%s)', async (lang) => {
    const copy = engines[engine][lang];
    const { page, problems, close } = await openPage(e2e, { lang });
    try {
      await page.goto(paths[lang].landing);
      const main = page.locator('main');
      await expect.poll(() => main.innerText(), { timeout: 20_000 }).toContain(copy.time);
      const text = await main.innerText();
      expect(text).toContain(copy.subtitle);
      for (const claim of copy.notSaid) expect(text).not.toContain(claim);

      await page.goto(paths[lang].faq);
      await expect.poll(() => main.innerText()).toContain(`${paths[lang].faqLead} ${copy.time}.`);
      // The gallery speaks of studio styles, not of studio headshots.
      await page.goto(paths[lang].gallery);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await main.innerText()).not.toContain(paths[lang].studioClaim);
      expect(problems()).toEqual([]);
    } finally {
      await close();
    }
  });
});
