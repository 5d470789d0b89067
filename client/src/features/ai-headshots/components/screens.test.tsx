import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LanguageContext } from '../../../app/language-context';
import { appSystem } from '../../../app/theme';
import type { LanguageCode } from '../../../config/languages';
import { samplesFor } from '../../../content/samples';
import { matrixPagePath, styles, type MatrixPage } from '../matrix';
import { HeadshotPageScreen } from './headshot-page-screen';
import { IndexScreen } from './index-screen';

/** The page as the prerender writes it: prerenderToNodeStream waits for the lazily loaded content. */
async function render(lang: LanguageCode, path: string, element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <ChakraProvider value={appSystem()}>
      <LanguageContext.Provider value={lang}>
        <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
      </LanguageContext.Provider>
    </ChakraProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/&quot;/g, '"');
const headingLevels = (html: string) => [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!);

function expectWellFormedOutline(html: string) {
  const levels = headingLevels(html);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  for (let i = 1; i < levels.length; i++) expect(levels[i]!).toBeLessThanOrEqual(levels[i - 1]! + 1);
  const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
  expect(new Set(ids).size).toBe(ids.length);
}

const lawyersProfessional: MatrixPage = { industry: 'lawyers', style: 'professional' };

describe('an industry × style page, prerendered', () => {
  it('shows the English page with its advice, price, questions and links to its neighbours', async () => {
    const html = await render('en', matrixPagePath(lawyersProfessional, 'en'), <HeadshotPageScreen page={lawyersProfessional} />);
    const words = text(html);
    expect(html).toMatch(/<h1[^>]*>AI headshots for lawyers: professional style<\/h1>/);
    expectWellFormedOutline(html);
    for (const part of ['Does this style suit lawyers?', 'Recommended', 'Backgrounds and clothing for lawyers', 'What to avoid', 'Questions and answers', 'Is an AI headshot appropriate for a lawyer’s profile?']) {
      expect(words).toContain(part);
    }
    expect(words).toContain('From $9.99');
    expect(words).toContain('A standard headshot costs 1 credit, a high-quality one 2 credits.');
    const links = hrefs(html);
    expect(links).toContain('/en/register');
    expect(links).toContain('/en/pricing');
    expect(links).toContain('/en/ai-headshots');
    expect(links).toContain('/en/ai-headshots/lawyers/white-background');
    expect(links).toContain('/en/ai-headshots/doctors/professional');
    expect(links.filter((href) => href.startsWith('/en/ai-headshots/'))).toHaveLength(styles.length - 1 + 11);
  });

  it('shows the Polish page in Polish, with the price in złoty and Polish links', async () => {
    const page: MatrixPage = { industry: 'doctors', style: 'solid-white' };
    const html = await render('pl', matrixPagePath(page, 'pl'), <HeadshotPageScreen page={page} />);
    const words = text(html);
    expect(html).toMatch(/<h1[^>]*>Zdjęcia biznesowe AI dla lekarzy: białe tło<\/h1>/);
    expectWellFormedOutline(html);
    expect(words).toContain('Znany Lekarz');
    expect(words).toContain('Polecamy');
    expect(words).toMatch(/Od 39,99\s*zł/);
    expect(words).toContain('1 kredyt, w wysokiej – 2 kredyty');
    const links = hrefs(html);
    expect(links).toContain('/pl/register');
    expect(links).toContain('/pl/cennik');
    expect(links).toContain('/pl/zdjecia-biznesowe-ai/lekarze/profesjonalny');
    expect(links).toContain('/pl/zdjecia-biznesowe-ai/prawnicy/biale-tlo');
    expect(links.some((href) => href.includes('/en/'))).toBe(false);
  });

  it('shows the style’s samples with their size, alt text and lazy loading', async () => {
    const html = await render('en', matrixPagePath(lawyersProfessional, 'en'), <HeadshotPageScreen page={lawyersProfessional} />);
    const images = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(images).toHaveLength(samplesFor('professional').length);
    for (const img of images) {
      expect(img).toMatch(/ width="\d+"/);
      expect(img).toMatch(/ height="\d+"/);
      expect(img).toMatch(/ alt="[^"]{10,}"/);
      expect(img).toContain('loading="lazy"');
    }
  });
});

describe('the index page, prerendered', () => {
  it.each([
    ['en', 'AI headshots for every profession', '/en/ai-headshots/hr-and-recruiters/beige-background'],
    ['pl', 'Zdjęcia biznesowe AI dla każdego zawodu', '/pl/zdjecia-biznesowe-ai/hr-i-rekruterzy/bezowe-tlo'],
  ] as const)('links every industry × style in %s', async (lang, title, oneLink) => {
    const html = await render(lang, lang === 'en' ? '/en/ai-headshots' : '/pl/zdjecia-biznesowe-ai', <IndexScreen />);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expectWellFormedOutline(html);
    const pageLinks = new Set(hrefs(html).filter((href) => href.split('/').length === 5));
    expect(pageLinks.size).toBe(132);
    expect(pageLinks).toContain(oneLink);
  });
});
