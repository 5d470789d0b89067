import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { storageKeys } from '../../config/storage-keys';
import { sessionExpired } from '../../lib/session/session-events';
import { tokenStore } from '../../lib/session/token-store';
import { toaster } from '../../lib/toaster';
import { useBrowserState } from '../../app/hydration';
import { authApi, type RegisterInput } from './api/auth-api';
import { AuthContext, type AuthContextValue, type AuthStatus, type RegisterOutcome } from './auth-context';
import { normalizeUser, type SessionUser } from './types';
import { memoryUserStore, type UserStore } from './user-store';

export function AuthProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  // A prerendered page was made for a signed-out visitor: hydration starts there, a stored token then shows 'loading'.
  const [status, setStatus] = useBrowserState<AuthStatus>('unauthenticated', () => (tokenStore.getToken() ? 'loading' : 'unauthenticated'));
  // The user lives in one store: in memory, or the session's Apollo cache while it is attached (attachUserStore).
  const [memory] = useState(memoryUserStore);
  const [store, setStore] = useState<UserStore>(memory);
  const storeRef = useRef(store);
  const user = useSyncExternalStore(store.subscribe, store.read, store.read);
  const setUser = useCallback((next: SessionUser | null) => storeRef.current.write(next), []);

  const attachUserStore = useCallback(
    (next: UserStore) => {
      next.write(storeRef.current.read());
      storeRef.current = next;
      setStore(next);
      return () => {
        if (storeRef.current !== next) return;
        memory.write(next.read());
        storeRef.current = memory;
        setStore(memory);
      };
    },
    [memory],
  );

  const signOutLocally = useCallback(() => {
    tokenStore.clear();
    setUser(null);
    setStatus('unauthenticated');
  }, [setUser, setStatus]);

  // Who is signed in, read over REST when a session starts (public pages have no Apollo); the store keeps it after.
  // The state changes once the answer is in (also without a token): never synchronously in the effect that calls this.
  const loadUser = useCallback(async (): Promise<void> => {
    const me = tokenStore.getToken() ? authApi.me().then(({ data }) => normalizeUser(data)) : Promise.resolve(null);
    return me.then(
      (user) => {
        if (!user) return signOutLocally();
        setUser(user);
        setStatus('authenticated');
      },
      () => signOutLocally(),
    );
  }, [signOutLocally, setUser, setStatus]);

  // On start: a stored token means "fetch the current user"; failure signs out.
  useEffect(() => {
    if (tokenStore.getToken()) void loadUser();
  }, [loadUser]);

  // Another tab signed in or out.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== storageKeys.token && event.key !== storageKeys.refreshToken && event.key !== null) return;
      if (tokenStore.getToken() && tokenStore.getRefreshToken()) void loadUser();
      else {
        setUser(null);
        setStatus('unauthenticated');
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [loadUser, setUser, setStatus]);

  // In the language shown when the session expires.
  const onSessionExpired = useEffectEvent(() => {
    setUser(null);
    setStatus('unauthenticated');
    toaster.create({ type: 'error', title: intl.formatMessage({ id: 'errors.SESSION_EXPIRED' }), id: 'session-expired' });
  });
  useEffect(() => {
    const unsubscribe = sessionExpired.subscribe(() => onSessionExpired());
    return () => unsubscribe();
  }, []);

  const acceptSession = useCallback((data: { token?: string; refreshToken?: string; user?: Parameters<typeof normalizeUser>[0] }) => {
    if (!tokenStore.setTokens(data) || !data.user) return false;
    setUser(normalizeUser(data.user));
    setStatus('authenticated');
    return true;
  }, [setUser, setStatus]);

  const login = useCallback(
    async (email: string, password: string) => {
      const { data } = await authApi.login(email, password);
      if (!acceptSession(data)) {
        if (tokenStore.getToken()) await loadUser();
        else throw new Error('Login failed. Please try again.');
      }
    },
    [acceptSession, loadUser],
  );

  const register = useCallback(
    async (input: RegisterInput): Promise<RegisterOutcome> => {
      const { data } = await authApi.register(input);
      if (data.requiresEmailConfirmation || !data.token || !data.refreshToken) {
        tokenStore.clear();
        return { kind: 'confirmEmail', email: input.email };
      }
      acceptSession(data);
      return { kind: 'signedIn' };
    },
    [acceptSession],
  );

  const logout = useCallback(async () => {
    try {
      await authApi.logout(tokenStore.getRefreshToken());
    } catch {
      toaster.create({ type: 'error', title: intl.formatMessage({ id: 'errors.UNEXPECTED' }) });
    } finally {
      signOutLocally();
    }
  }, [intl, signOutLocally]);

  const value = useMemo<AuthContextValue>(
    () => ({ status, user, login, register, logout, attachUserStore }),
    [status, user, login, register, logout, attachUserStore],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
