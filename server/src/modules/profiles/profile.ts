import type { User } from '@kadr/core/generated/prisma/client';

/** The profile as REST answers it: spec §3 fields, with the snake_case aliases the spec's client reads. */
/** `currentTeamId`: the team the user acts for now (null: personal, also for a team they have left). */
export function toProfileDto(user: User, creditsBalance: number, currentTeamId: string | null = user.currentTeamId) {
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    avatarUrl: user.avatarUrl,
    creditsBalance,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    marketingOptIn: user.marketingOptIn,
    emailConfirmed: user.emailConfirmedAt !== null,
    locale: user.locale,
    plan: user.planId ?? 'free',
    currentTeamId,
    currentCustomModelId: user.currentCustomModelId,
    current_custom_model_id: user.currentCustomModelId,
    isAdmin: user.isAdmin,
    is_admin: user.isAdmin,
  };
}

export type ProfileDto = ReturnType<typeof toProfileDto>;
