/** The signed-in user as returned by the REST facade (GET /api/auth/me, login, register). */
export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
  avatarUrl: string | null;
  creditsBalance: number;
  createdAt: string;
  plan: string;
  locale: string | null;
  marketingOptIn: boolean;
  isAdmin: boolean;
  emailConfirmed: boolean;
  currentTeamId: string | null;
}

/** Raw user shape: the admin flag may arrive as isAdmin or is_admin (spec §3). */
export type RawUser = Partial<SessionUser> & { id: string; email: string; is_admin?: boolean };

export function normalizeUser(raw: RawUser): SessionUser {
  return {
    id: raw.id,
    email: raw.email,
    fullName: raw.fullName ?? '',
    avatarUrl: raw.avatarUrl ?? null,
    creditsBalance: raw.creditsBalance ?? 0,
    createdAt: raw.createdAt ?? '',
    plan: raw.plan ?? 'free',
    locale: raw.locale ?? null,
    marketingOptIn: raw.marketingOptIn ?? false,
    isAdmin: raw.isAdmin ?? raw.is_admin ?? false,
    emailConfirmed: raw.emailConfirmed ?? true,
    currentTeamId: raw.currentTeamId ?? null,
  };
}
