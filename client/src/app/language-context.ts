import { createContext, useContext } from 'react';
import { languages, type LanguageCode, type LanguageSetting } from '../config/languages';

export const LanguageContext = createContext<LanguageCode>('en');

/** The current UI language (from the path) and its setting. */
export function useLanguage(): LanguageSetting {
  return languages[useContext(LanguageContext)];
}
