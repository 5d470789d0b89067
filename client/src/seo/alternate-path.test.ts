import { describe, expect, it } from 'vitest';
import { alternatePath } from './alternate-path';

describe('alternatePath', () => {
  it('translates the screen slug and keeps the query and hash', () => {
    expect(alternatePath('/en/pricing?plan=pack-pro#top', 'pl')).toBe('/pl/cennik?plan=pack-pro#top');
    expect(alternatePath('/pl/pulpit', 'en')).toBe('/en/dashboard');
  });

  it('translates the industry and style slugs of a programmatic page', () => {
    expect(alternatePath('/en/ai-headshots/lawyers/casual', 'pl')).toBe('/pl/zdjecia-biznesowe-ai/prawnicy/swobodny');
    expect(alternatePath('/pl/zdjecia-biznesowe-ai/lekarze/biale-tlo?x=1', 'en')).toBe('/en/ai-headshots/doctors/white-background?x=1');
    expect(alternatePath('/en/ai-headshots', 'pl')).toBe('/pl/zdjecia-biznesowe-ai');
  });

  it('leaves a path that names no page of the matrix as the screen translation gives it', () => {
    expect(alternatePath('/en/ai-headshots/nobody/casual', 'pl')).toBe('/pl/zdjecia-biznesowe-ai/nobody/casual');
  });
});
