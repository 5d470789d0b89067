import { useCallback, useEffect, useEffectEvent, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { storageKeys } from '../../config/storage-keys';
import { sessionExpired } from '../../lib/session/session-events';
import { tokenStore } from '../../lib/session/token-store';
import { toaster } from '../../lib/toaster';
import { authApi, type RegisterInput } from './api/auth-api';
import { AuthContext, type AuthContextValue, type AuthStatus, type RegisterOutcome } from './auth-context';
import { normalizeUser, type SessionUser } from './types';

export function AuthProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [status, setStatus] = useState<AuthStatus>(() => (tokenStore.getToken() ? 'loading' : 'unauthenticated'));
  const [user, setUser] = useState<SessionUser | null>(null);

  const signOutLocally = useCallback(() => {
    tokenStore.clear();
    setUser(null);
    setStatus('unauthenticated');
  }, []);

  // The state changes once the answer is in (also without a token): never synchronously in the effect that calls this.
  const reloadUser = useCallback(async (): Promise<void> => {
    const me = tokenStore.getToken() ? authApi.me().then(({ data }) => normalizeUser(data)) : Promise.resolve(null);
    return me.then(
      (user) => {
        if (!user) return signOutLocally();
        setUser(user);
        setStatus('authenticated');
      },
      () => signOutLocally(),
    );
  }, [signOutLocally]);

  // On start: a stored token means "fetch the current user"; failure signs out.
  useEffect(() => {
    if (tokenStore.getToken()) void reloadUser();
  }, [reloadUser]);

  // Another tab signed in or out.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== storageKeys.token && event.key !== storageKeys.refreshToken && event.key !== null) return;
      if (tokenStore.getToken() && tokenStore.getRefreshToken()) void reloadUser();
      else {
        setUser(null);
        setStatus('unauthenticated');
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [reloadUser]);

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
  }, []);

  const login = useCallback(
    async (email: string, password: string) => {
      const { data } = await authApi.login(email, password);
      if (!acceptSession(data)) {
        if (tokenStore.getToken()) await reloadUser();
        else throw new Error('Login failed. Please try again.');
      }
    },
    [acceptSession, reloadUser],
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
    () => ({ status, user, login, register, logout, reloadUser }),
    [status, user, login, register, logout, reloadUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
