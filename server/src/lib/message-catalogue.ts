import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { projectRoot } from '@kadr/core/env';
import { LANGUAGES, type Lang } from './language';

/**
 * Words belong to the client: what the server writes to people (emails now; notifications and receipts next) is
 * worded from the web app's own message catalogue, the part of it in client/src/locales/{en,pl}.json, which the
 * web app merges into its messages. The server reads those files as data at start and imports no client code.
 */
export const CATALOGUE_DIR = join(projectRoot, 'client/src/locales');

/** The locale each language is formatted in (plural rules, numbers), as in the web app (client/src/config/languages.ts). */
const LOCALES: Record<Lang, string> = { en: 'en-US', pl: 'pl-PL' };

export type MessageValues = Record<string, string | number>;

export class MessageCatalogue {
  private constructor(private readonly intls: Record<Lang, IntlShape>) {}

  /**
   * Reads `<dir>/en.json` and `<dir>/pl.json`. Every id in `required` must be in both, or this throws: a server
   * started without its words fails at start, not at its first email.
   */
  static load(required: readonly string[], dir = CATALOGUE_DIR): MessageCatalogue {
    const cache = createIntlCache();
    const intls = {} as Record<Lang, IntlShape>;
    for (const lang of LANGUAGES) {
      const file = join(dir, `${lang}.json`);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const missing = required.filter((id) => typeof messages[id] !== 'string');
      if (missing.length) throw new Error(`The message catalogue ${file} lacks ${missing.join(', ')}`);
      const locale = LOCALES[lang];
      intls[lang] = createIntl(
        {
          locale,
          defaultLocale: locale,
          messages,
          // A message that does not format (a value missing, a broken pattern) is a bug: fail rather than mail its id.
          onError: (error) => {
            throw error;
          },
        },
        cache,
      );
    }
    return new MessageCatalogue(intls);
  }

  /** The message `id` in `lang`, with `values` filled in. */
  format(lang: Lang, id: string, values?: MessageValues): string {
    return this.intls[lang].formatMessage({ id }, values);
  }
}
