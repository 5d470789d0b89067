/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API host; empty means same origin. */
  readonly VITE_API_URL?: string;
}
