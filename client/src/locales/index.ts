import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { useSyncExternalStore } from 'react';
import core from 'virtual:kadr-messages/core';
import { loadAppRecipes } from '../app/theme';
import type { LanguageCode } from '../config/languages';
import type { MessageId } from './en';

export type { MessageId };

/** Parsed ICU messages (client/messages-plugin.ts): react-intl formats them without a parser. */
export type ParsedMessages = Record<string, MessageFormatElement[]>;
type Messages = Record<LanguageCode, ParsedMessages>;

/**
 * The words in use: the core set from the start (a visitor's pages), the rest once a page that needs it loads
 * (`loadAppMessages`, awaited by those pages' lazy imports, so no screen renders before its words are there).
 * Both languages are loaded together either way (spec §2: preloaded).
 */
let current: Messages = core;
const listeners = new Set<() => void>();

type Group = 'pricing' | 'gallery' | 'app';
const importers: Record<Group, () => Promise<{ default: Messages }>> = {
  pricing: () => import('virtual:kadr-messages/pricing'),
  gallery: () => import('virtual:kadr-messages/gallery'),
  app: () => import('virtual:kadr-messages/app'),
};
const loading = new Map<Group, Promise<void>>();

function loadGroup(group: Group): Promise<void> {
  let promise = loading.get(group);
  if (!promise) {
    promise = importers[group]().then(
      ({ default: words }) => {
        current = { en: { ...current.en, ...words.en }, pl: { ...current.pl, ...words.pl } };
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        // A failed download is forgotten, so the next page that needs these words asks again.
        loading.delete(group);
        throw error;
      },
    );
    loading.set(group, promise);
  }
  return promise;
}

/**
 * The words of a public page's group, or (`app`) every word: the signed-in screens also show pricing and gallery
 * words. With the app's words come the styles of the components only its screens draw (app/theme.ts).
 */
export function loadMessages(group: Group): Promise<void> {
  if (group !== 'app') return loadGroup(group);
  return Promise.all([...(Object.keys(importers) as Group[]).map(loadGroup), loadAppRecipes()]).then(() => undefined);
}

export const loadAppMessages = () => loadMessages('app');

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => current;

/** The messages of one language, following the app set when it arrives. */
export function useMessages(lang: LanguageCode): ParsedMessages {
  return useSyncExternalStore(subscribe, read, read)[lang];
}

/** What is loaded now (outside React: the root error screen). */
export function loadedMessages(lang: LanguageCode): ParsedMessages {
  return current[lang];
}

/** A lazy import that resolves once the words of `group` (default: all of them) are loaded too. */
export function withMessages<T>(load: () => Promise<T>, group: Group = 'app'): () => Promise<T> {
  return () => Promise.all([load(), loadMessages(group)]).then(([module]) => module);
}

export const withAppMessages = <T,>(load: () => Promise<T>) => withMessages(load, 'app');
