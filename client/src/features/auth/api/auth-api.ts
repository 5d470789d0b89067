import { api } from '../../../lib/api';
import type { RawUser } from '../types';

export interface LoginAnswer {
  token?: string;
  refreshToken?: string;
  user?: RawUser;
}

export interface RegisterInput {
  email: string;
  password: string;
  fullName: string;
  marketingOptIn: boolean;
  locale?: string;
}

export interface RegisterAnswer extends LoginAnswer {
  requiresEmailConfirmation?: boolean;
  message?: string;
}

export interface ProfileChanges {
  fullName?: string;
  avatarUrl?: string | null;
  marketingOptIn?: boolean;
  locale?: string;
}

/** The REST calls of spec §7 the session needs; one function per endpoint. */
export const authApi = {
  login: (email: string, password: string) => api.post<LoginAnswer>('/api/auth/login', { email, password }),
  register: (input: RegisterInput) => api.post<RegisterAnswer>('/api/auth/register', input),
  logout: (refreshToken: string | null) => api.post<unknown>('/api/auth/logout', { refreshToken }),
  me: () => api.get<RawUser>('/api/auth/me'),
  updateMe: (changes: ProfileChanges) => api.put<RawUser | { user: RawUser }>('/api/auth/me', changes),
  forgotPassword: (email: string) => api.post<unknown>('/api/auth/forgot-password', { email }),
  resetPassword: (email: string, token: string, newPassword: string) =>
    api.post<unknown>('/api/auth/reset-password', { email, token, newPassword }),
  confirmEmail: (token: string) => api.post<{ alreadyConfirmed?: boolean; user?: RawUser }>('/api/auth/confirm-email', { token }),
  resendConfirmation: (email: string) => api.post<unknown>('/api/auth/resend-confirmation', { email }),
  credits: () => api.get<{ balance: number }>('/api/profiles/credits'),
};
