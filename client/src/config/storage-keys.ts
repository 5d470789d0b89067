/** Every key the client writes to localStorage, in one place. */
export const storageKeys = {
  token: 'kadr.token',
  refreshToken: 'kadr.refreshToken',
  language: 'kadr.lang',
  theme: 'kadr.theme',
} as const;
