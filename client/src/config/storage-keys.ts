/** Every key the client writes to localStorage, in one place. */
export const storageKeys = {
  token: 'kadr.token',
  refreshToken: 'kadr.refreshToken',
  language: 'kadr.lang',
  theme: 'kadr.theme',
  /** Where to go after signing up or logging in from a public screen (an invitation). */
  returnPath: 'kadr.returnPath',
} as const;
