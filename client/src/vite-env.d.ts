/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API host; empty means same origin. */
  readonly VITE_API_URL?: string;
}

/** The app's words split for loading (client/messages-plugin.ts): both languages, by message id. */
declare module 'virtual:kadr-messages/*' {
  const messages: Record<'en' | 'pl', Record<string, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>>;
  export default messages;
}
