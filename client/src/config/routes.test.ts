import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../lib/intl/detect-language';
import { localizePath, screenKeys, screens, switchLanguagePath, toLanguagePath } from './routes';

describe('route table', () => {
  it('maps every localized screen to the spec slugs', () => {
    expect(localizePath('dashboard', 'pl')).toBe('/pl/pulpit');
    expect(localizePath('pricing', 'pl')).toBe('/pl/cennik');
    expect(localizePath('upload', 'pl')).toBe('/pl/wgraj');
    expect(localizePath('training', 'pl', { modelId: 'm1' })).toBe('/pl/wgraj/m1');
    expect(localizePath('training', 'en', { modelId: 'm1' })).toBe('/en/upload/m1');
    expect(localizePath('invitation', 'en', { token: 't1' })).toBe('/en/invitation/t1');
    expect(localizePath('invitation', 'pl', { token: 't1' })).toBe('/pl/zaproszenie/t1');
    expect(localizePath('generator', 'pl')).toBe('/pl/generator-zdjec-profilowych');
    expect(localizePath('myPhotos', 'en')).toBe('/en/my-photos');
    expect(localizePath('developers', 'pl')).toBe('/pl/dla-programistow');
    expect(localizePath('landing', 'en')).toBe('/en');
    expect(localizePath('aiHeadshotsPage', 'en', { industry: 'law', style: 'classic' })).toBe('/en/ai-headshots/law/classic');
  });

  it('has no two screens sharing a slug within a language', () => {
    for (const lang of ['en', 'pl'] as const) {
      const slugs = screenKeys.map((key) => screens[key].slugs[lang]);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it('switches language keeping the same screen, query and hash', () => {
    expect(switchLanguagePath('/en/dashboard', 'pl')).toBe('/pl/pulpit');
    expect(switchLanguagePath('/pl/moje-zdjecia?page=2#top', 'en')).toBe('/en/my-photos?page=2#top');
    expect(switchLanguagePath('/en/login', 'pl')).toBe('/pl/login');
    expect(switchLanguagePath('/en/admin/users', 'pl')).toBe('/pl/admin/users');
    expect(switchLanguagePath('/pl', 'en')).toBe('/en');
    expect(switchLanguagePath('/en/faq', 'pl')).toBe('/pl/faq');
    expect(switchLanguagePath('/en/upload/m1', 'pl')).toBe('/pl/wgraj/m1');
    expect(switchLanguagePath('/pl/wgraj/m1', 'en')).toBe('/en/upload/m1');
    expect(switchLanguagePath('/en/invitation/abc', 'pl')).toBe('/pl/zaproszenie/abc');
    expect(switchLanguagePath('/pl/zaproszenie/abc', 'en')).toBe('/en/invitation/abc');
    expect(switchLanguagePath('/en/auth/confirm-email?token=t', 'pl')).toBe('/pl/auth/confirm-email?token=t');
  });

  it('prefixes a path without a language and translates its slug', () => {
    expect(toLanguagePath('/', 'pl')).toBe('/pl');
    expect(toLanguagePath('/login', 'en')).toBe('/en/login');
    expect(toLanguagePath('/dashboard', 'pl')).toBe('/pl/pulpit');
    expect(toLanguagePath('/pulpit', 'en')).toBe('/en/dashboard');
    expect(toLanguagePath('/invitation/t1', 'pl')).toBe('/pl/zaproszenie/t1');
    expect(toLanguagePath('/account?tab=team', 'pl')).toBe('/pl/konto?tab=team');
    expect(toLanguagePath('/reset-password?token=a&email=b', 'pl')).toBe('/pl/reset-password?token=a&email=b');
  });
});

describe('language detection', () => {
  const none = { pathname: '/', stored: null, navigatorLanguages: [], htmlLang: null };

  it('prefers the path, then the stored preference, browser, page tag and English', () => {
    expect(detectLanguage({ ...none, pathname: '/pl/cennik', stored: 'en', navigatorLanguages: ['en-US'] })).toBe('pl');
    expect(detectLanguage({ ...none, stored: 'pl', navigatorLanguages: ['en-US'] })).toBe('pl');
    expect(detectLanguage({ ...none, navigatorLanguages: ['de-DE', 'pl-PL', 'en'] })).toBe('pl');
    expect(detectLanguage({ ...none, htmlLang: 'pl' })).toBe('pl');
    expect(detectLanguage(none)).toBe('en');
  });

  it('ignores unsupported stored values', () => {
    expect(detectLanguage({ ...none, stored: 'fr', navigatorLanguages: ['pl'] })).toBe('pl');
  });
});
