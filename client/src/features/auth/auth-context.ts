import { createContext, useContext } from 'react';
import type { RegisterInput } from './api/auth-api';
import type { SessionUser } from './types';
import type { UserStore } from './user-store';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export type RegisterOutcome = { kind: 'signedIn' } | { kind: 'confirmEmail'; email: string };

export interface AuthContextValue {
  status: AuthStatus;
  user: SessionUser | null;
  login(email: string, password: string): Promise<void>;
  register(input: RegisterInput): Promise<RegisterOutcome>;
  logout(): Promise<void>;
  /**
   * Makes `store` the one place the user is kept (the session's Apollo cache, which the creditsChanged subscription
   * and mutation results keep current), handing it the user; the returned function hands the user back.
   */
  attachUserStore(store: UserStore): () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
