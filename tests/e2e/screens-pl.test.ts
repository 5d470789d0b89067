import { describe, expect, it } from 'vitest';
import { expectHeading, openPage } from '../support/browser';
import { screenTour } from '../support/screen-tour';

const e2e = screenTour('pl');

describe('theme toggle', () => {
  it('cycles light → dark → system, applies it at once and remembers it across reloads', async () => {
    const { page, problems, close } = await openPage(e2e(), { lang: 'pl', theme: 'light' });
    const toggle = page.getByRole('banner').getByRole('button', { name: /^Motyw kolorów: / });
    const state = () =>
      page.evaluate(() => ({ html: document.documentElement.className, stored: localStorage.getItem('kadr.theme') }));
    try {
      await page.goto('/pl/cennik');
      await expectHeading(page, 'Cennik');
      // The prerendered page names the system mode until hydration reads the stored one (the toggle is disabled till then).
      await expect.poll(() => toggle.getAttribute('aria-label')).toBe('Motyw kolorów: jasny. Kliknij, aby zmienić.');
      expect(await toggle.isEnabled()).toBe(true);

      await toggle.click();
      await expect.poll(state).toEqual({ html: 'dark', stored: 'dark' });
      expect(await toggle.getAttribute('aria-label')).toBe('Motyw kolorów: ciemny. Kliknij, aby zmienić.');
      await page.reload();
      await expectHeading(page, 'Cennik');
      expect(await state()).toEqual({ html: 'dark', stored: 'dark' });

      // "System" follows the browser's colour scheme (light in this context).
      await toggle.click();
      await expect.poll(state).toEqual({ html: 'light', stored: 'system' });
      expect(await toggle.getAttribute('aria-label')).toBe('Motyw kolorów: systemowy. Kliknij, aby zmienić.');
      expect(problems()).toEqual([]);
    } finally {
      await close();
    }
  });
});
