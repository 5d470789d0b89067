import { createContext, useContext } from 'react';
import type { RegisterInput } from './api/auth-api';
import type { SessionUser } from './types';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export type RegisterOutcome = { kind: 'signedIn' } | { kind: 'confirmEmail'; email: string };

export interface AuthContextValue {
  status: AuthStatus;
  user: SessionUser | null;
  login(email: string, password: string): Promise<void>;
  register(input: RegisterInput): Promise<RegisterOutcome>;
  logout(): Promise<void>;
  /** Re-reads the current user (after a profile change, or when another tab signs in). */
  reloadUser(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
