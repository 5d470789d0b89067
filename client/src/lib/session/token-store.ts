import { storageKeys } from '../../config/storage-keys';
import { readStorage, writeStorage } from '../storage';

export interface SessionTokens {
  token: string;
  refreshToken: string;
}

export interface TokenStore {
  getToken(): string | null;
  getRefreshToken(): string | null;
  /** Stores both tokens; if either is missing both are cleared (spec §4). */
  setTokens(tokens: Partial<SessionTokens> | null | undefined): boolean;
  clear(): void;
}

export function createTokenStore(
  read: (key: string) => string | null = readStorage,
  write: (key: string, value: string | null) => void = writeStorage,
): TokenStore {
  const clear = () => {
    write(storageKeys.token, null);
    write(storageKeys.refreshToken, null);
  };
  return {
    getToken: () => read(storageKeys.token),
    getRefreshToken: () => read(storageKeys.refreshToken),
    setTokens(tokens) {
      if (!tokens?.token || !tokens.refreshToken) {
        clear();
        return false;
      }
      write(storageKeys.token, tokens.token);
      write(storageKeys.refreshToken, tokens.refreshToken);
      return true;
    },
    clear,
  };
}

export const tokenStore = createTokenStore();
