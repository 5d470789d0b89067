import { describe, expect, it } from 'vitest';
import { createRouteMatcher } from './client-routes';

const matches = createRouteMatcher({ languages: ['en', 'pl'], slugs: ['', 'dashboard', 'pulpit', 'upload/:modelId', 'ai-headshots/:industry/:style'] });

describe('client route matcher', () => {
  it('knows the landing page, each slug in either language, and paths without a language prefix', () => {
    for (const path of ['/', '/en', '/pl/', '/en/dashboard', '/pl/pulpit', '/en/pulpit', '/dashboard', '/en/upload/abc-123', '/pl/ai-headshots/law/studio']) {
      expect(matches(path), path).toBe(true);
    }
  });

  it('refuses unknown slugs, extra or missing segments, other language codes and malformed encodings', () => {
    for (const path of ['/en/nope', '/en/dashboard/extra', '/en/upload', '/de/dashboard', '/en/ai-headshots/law', '/wp-admin.php', '/en/%E0%A4%A']) {
      expect(matches(path), path).toBe(false);
    }
  });
});
