import type { Prisma } from '@kadr/core/generated/prisma/client';
import type { Services } from '../../services-contract';
import type { DeletionSubject, StepContext } from './delete-account-steps';

/** Its transactions may touch thousands of rows (a long-time user's images). */
const TX = { timeout: 120_000, maxWait: 30_000 } as const;

/**
 * The user's teams. A team they are the only member of goes with them (its members, invitations, keys, endpoints and
 * its wallet's ledger and holds by cascade; payments for it stay, without the team). In a team that stays, their
 * membership goes; the team's owner becomes its longest-standing admin, and a team that has lost its last admin since
 * the request (the request refuses to leave one so) gets its longest-standing member as admin.
 */
async function leaveTeams(tx: Prisma.TransactionClient, userId: string): Promise<number> {
  const teams = await tx.team.findMany({ where: { OR: [{ ownerId: userId }, { members: { some: { userId } } }] }, select: { id: true, ownerId: true, members: { select: { userId: true } } } });
  let deletedTeams = 0;
  for (const team of teams) {
    const others = team.members.filter((m) => m.userId !== userId);
    if (!others.length) {
      await tx.team.delete({ where: { id: team.id } });
      deletedTeams++;
      continue;
    }
    await tx.teamMember.deleteMany({ where: { teamId: team.id, userId } });
    const admin = await tx.teamMember.findFirst({ where: { teamId: team.id, role: 'admin' }, orderBy: { createdAt: 'asc' } });
    const heir = admin ?? (await tx.teamMember.findFirstOrThrow({ where: { teamId: team.id }, orderBy: { createdAt: 'asc' } }));
    if (!admin) await tx.teamMember.update({ where: { teamId_userId: { teamId: team.id, userId: heir.userId } }, data: { role: 'admin' } });
    if (team.ownerId === userId) await tx.team.update({ where: { id: team.id }, data: { ownerId: heir.userId } });
  }
  return deletedTeams;
}

/**
 * 4. Deletes the user's personal rows, in one transaction: teams (see leaveTeams), invitations they sent or were sent,
 * other people's notifications that name them, their photos and models, images, videos, jobs, favorites, gallery
 * counts, collections, notifications, email and refresh tokens, API keys, webhook endpoints (with their deliveries),
 * activities, data exports and live sockets. Kept (law and bookkeeping): payments, subscriptions, the credit ledger
 * and its holds, the audit log, account_deletions; they point at the users row, which the next step anonymises.
 */
export async function deletePersonalRows(services: Pick<Services, 'prisma'>, subject: DeletionSubject, ctx: StepContext): Promise<void> {
  const { userId, email } = subject;
  const counts = await services.prisma.$transaction(async (tx) => {
    // Their names in other people's notifications: "X joined your team", "X invited you".
    const sent = await tx.teamInvitation.findMany({ where: { invitedById: userId }, select: { id: true } });
    await tx.notification.deleteMany({
      where: {
        userId: { not: userId },
        OR: [{ dedupKey: { in: sent.map((i) => `team_invitation:${i.id}`) } }, { type: 'team_member_joined', dedupKey: { endsWith: `:${userId}` } }],
      },
    });
    const teams = await leaveTeams(tx, userId);
    await tx.teamInvitation.deleteMany({ where: { OR: [{ invitedById: userId }, { email }] } });
    await tx.user.update({ where: { id: userId }, data: { currentTeamId: null, currentCustomModelId: null } });
    const images = await tx.generatedImage.deleteMany({ where: { userId } });
    const videos = await tx.video.deleteMany({ where: { userId } });
    await tx.favorite.deleteMany({ where: { userId } });
    // Its gallery counts, all 0 now (kept by triggers as the images and favorites went): no row keeps the user's id.
    await tx.libraryCount.deleteMany({ where: { userId } });
    await tx.collection.deleteMany({ where: { userId } });
    await tx.uploadedPhoto.deleteMany({ where: { userId } });
    const jobs = await tx.aiJob.deleteMany({ where: { userId } });
    await tx.aiCustomModel.deleteMany({ where: { userId } });
    await tx.notification.deleteMany({ where: { userId } });
    await tx.emailToken.deleteMany({ where: { userId } });
    await tx.refreshToken.deleteMany({ where: { userId } });
    await tx.apiKey.deleteMany({ where: { userId } });
    await tx.webhookEndpoint.deleteMany({ where: { userId } });
    await tx.activity.deleteMany({ where: { userId } });
    await tx.dataExport.deleteMany({ where: { userId } });
    await tx.liveSocket.deleteMany({ where: { userId } });
    return { teams, images: images.count, videos: videos.count, jobs: jobs.count };
  }, TX);
  ctx.log.info(counts, 'account deletion: personal rows deleted');
}
