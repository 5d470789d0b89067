import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { en } from './src/locales/en.ts';
import { pl } from './src/locales/pl.ts';

/**
 * The web app's words in bundles, both languages in each (spec §2: both preloaded):
 * - `virtual:kadr-messages/core`: what every page needs (header, footer, landing, the public pages' frame, error
 *   screens), in the entry chunk;
 * - `pricing`, `gallery`: the words of those public pages, loaded with them;
 * - `app`: everything else (the signed-in screens, forms, admin), loaded with the first page that needs it.
 * client/src/locales/index.ts loads them (`withMessages`). The words stay in en.ts/pl.ts, one dictionary per
 * language; only the bundling splits them, by id prefix. They are shipped parsed (ICU message ASTs), so the
 * browser needs no message parser (vite.config.ts aliases it away).
 */
export const messageGroups = {
  core: [
    'common',
    'screens',
    'seo',
    'layout',
    'landing',
    'faq',
    'about',
    'legal',
    'notFound',
    'forbidden',
    'comingSoon',
    // The training time EngineCopy words on the landing page and the FAQ ('models.engine.duration').
    'models.engine',
    // Of the error texts, those every page can show (the rest come with the forms and screens that show them).
    'errors.boundary',
    'errors.SESSION_EXPIRED',
    'errors.UNEXPECTED',
  ],
  pricing: ['pricing', 'payments', 'paymentFailed', 'paymentSuccess', 'errors.PLAN_NOT_FOUND', 'errors.WITHDRAWAL_CONSENT_REQUIRED'],
  gallery: ['gallery'],
} as const;

export type MessageGroup = keyof typeof messageGroups | 'app';

const under = (id: string, prefix: string) => id === prefix || id.startsWith(`${prefix}.`);

/** The bundle an id ships in: the first group with a prefix it is (or is below), else `app`. */
export function messageGroup(id: string): MessageGroup {
  for (const [group, prefixes] of Object.entries(messageGroups)) {
    if ((prefixes as readonly string[]).some((prefix) => under(id, prefix))) return group as MessageGroup;
  }
  return 'app';
}

const pick = (messages: Record<string, string>, group: MessageGroup): Record<string, MessageFormatElement[]> =>
  Object.fromEntries(Object.entries(messages).filter(([id]) => messageGroup(id) === group).map(([id, text]) => [id, parse(text)]));

const groups: MessageGroup[] = ['core', 'pricing', 'gallery', 'app'];
const modules: Record<string, () => string> = Object.fromEntries(
  groups.map((group) => [`virtual:kadr-messages/${group}`, () => `export default ${JSON.stringify({ en: pick(en, group), pl: pick(pl, group) })};`]),
);

export function messagesPlugin(): Plugin {
  return {
    name: 'kadr-messages',
    resolveId: (id) => (id in modules ? `\0${id}` : undefined),
    load: (id) => (id.startsWith('\0') && id.slice(1) in modules ? modules[id.slice(1)]!() : undefined),
  };
}
