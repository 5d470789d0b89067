import type { PrismaClient } from '@kadr/core/generated/prisma/client';
import { imageKeys } from '@kadr/core/media/media-keys';
import type { ObjectStore } from '@kadr/core/object-store/object-store';
import type { ZipEntry } from '../library/zip-entries';
import { pathSlug } from '../teams/download-team-headshots';

type Db = Pick<PrismaClient, 'user' | 'team' | 'teamMember' | 'aiCustomModel' | 'uploadedPhoto' | 'generatedImage' | 'video' | 'aiJob' | 'creditLedgerEntry' | 'payment' | 'subscription' | 'notification' | 'apiKey' | 'webhookEndpoint' | 'favorite' | 'collection' | 'auditLogEntry' | 'activity' | 'teamInvitation' | 'invoice'>;

/** Rows read per query while the files stream: no list of files is held whole. */
const PAGE = 200;

/** Version of data.json's layout; README.html describes it. */
export const EXPORT_FORMAT = 1;

/**
 * JSON-safe copy: dates as ISO strings, BigInt as numbers, bytes as base64 (a face embedding), and never a secret:
 * a key whose name says hash, secret or token is left out wherever it is.
 */
export function jsonSafe(value: unknown): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64');
  if (Array.isArray(value)) return value.map(jsonSafe);
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) if (!/hash|secret|token/i.test(key)) out[key] = jsonSafe(v);
    return out;
  }
  return value;
}

/** Where a file lies in the ZIP; the same names data.json gives in each row's `file`. */
export const archivePaths = {
  selfie: (modelId: string | null, photoId: string) => `files/selfies/${modelId ?? 'no-model'}/${photoId}.jpg`,
  image: (kind: string, imageId: string) => `files/${kind === 'background' ? 'backgrounds' : 'headshots'}/${imageId}.jpg`,
  video: (videoId: string, key: string) => `files/videos/${videoId}${key.slice(key.lastIndexOf('.')) || '.mp4'}`,
  teamImage: (maker: { fullName: string; id: string }, imageId: string) => `files/team-headshots/${pathSlug(maker.fullName) || 'member'}-${maker.id.slice(0, 8)}/${imageId}.jpg`,
};

/** Everything the product keeps about the user, as data.json holds it (the files themselves follow in the ZIP). */
export async function userExportData(db: Db, userId: string, exportedAt: Date) {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, include: { plan: { select: { id: true, nameEn: true, namePl: true } } } });
  const [memberships, models, photos, images, videos, jobs, ledger, payments, subscriptions, notifications, apiKeys, webhookEndpoints, favorites, collections, audit, activities, invitations, invoices] =
    await Promise.all([
      db.teamMember.findMany({ where: { userId }, include: { team: { select: { id: true, name: true, ownerId: true, createdAt: true } } } }),
      db.aiCustomModel.findMany({ where: { userId }, orderBy: { createdAt: 'asc' }, omit: { providerRef: true, artifactKey: true } }),
      db.uploadedPhoto.findMany({ where: { userId }, orderBy: { createdAt: 'asc' }, omit: { storageKey: true } }),
      db.generatedImage.findMany({ where: { userId }, orderBy: { createdAt: 'asc' }, omit: { storageKey: true } }),
      db.video.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } }),
      db.aiJob.findMany({ where: { userId }, orderBy: { createdAt: 'asc' }, omit: { checkpoints: true, providerRef: true } }),
      db.creditLedgerEntry.findMany({ where: { userId }, orderBy: { createdAt: 'asc' }, omit: { idempotencyKey: true } }),
      db.payment.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } }),
      db.subscription.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } }),
      db.notification.findMany({ where: { userId }, orderBy: { createdAt: 'asc' }, omit: { dedupKey: true } }),
      db.apiKey.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } }),
      db.webhookEndpoint.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } }),
      db.favorite.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } }),
      db.collection.findMany({ where: { userId }, orderBy: { createdAt: 'asc' }, include: { items: { orderBy: { position: 'asc' } } } }),
      // What administrators did to the account; who they are is theirs, not part of this copy.
      db.auditLogEntry.findMany({
        where: { targetUserId: userId },
        orderBy: { createdAt: 'asc' },
        select: { id: true, action: true, reason: true, before: true, after: true, details: true, createdAt: true },
      }),
      db.activity.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } }),
      db.teamInvitation.findMany({ where: { email: user.email }, orderBy: { createdAt: 'asc' }, select: { id: true, teamId: true, email: true, role: true, status: true, createdAt: true } }),
      // Each as issued (its document: seller, buyer, lines), with where it stands at KSeF.
      db.invoice.findMany({ where: { userId }, orderBy: { issuedAt: 'asc' }, omit: { ksefUpo: true, idempotencyKey: true } }),
    ]);
  const { plan, ...profile } = user;
  return jsonSafe({
    format: EXPORT_FORMAT,
    kind: 'user',
    exportedAt,
    profile: { ...profile, plan: plan ?? { id: 'free' } },
    teams: memberships.map((m) => ({ teamId: m.teamId, name: m.team.name, role: m.role, owner: m.team.ownerId === userId, joinedAt: m.createdAt })),
    teamInvitations: invitations,
    models,
    selfies: photos.map((p) => ({ ...p, file: p.purgedAt ? null : archivePaths.selfie(p.modelId, p.id) })),
    images: images.map((i) => ({ ...i, file: i.status === 'succeeded' && !i.deletedAt ? archivePaths.image(i.kind, i.id) : null })),
    videos: videos.map(({ storageKey, posterKey: _poster, ...v }) => ({ ...v, file: v.status === 'succeeded' && !v.deletedAt && storageKey ? archivePaths.video(v.id, storageKey) : null })),
    jobs,
    creditLedger: ledger,
    payments,
    subscriptions,
    invoices,
    notifications,
    apiKeys: apiKeys.map(({ keyHash: _hash, ...k }) => k),
    webhookEndpoints: webhookEndpoints.map(({ secret: _secret, ...w }) => w),
    favorites,
    collections,
    adminActions: audit,
    activity: activities,
  }) as Record<string, unknown>;
}

/** A team's data for its admins: the team, its members and invitations, its wallet and payments, what was made with its credits. */
export async function teamExportData(db: Db, teamId: string, exportedAt: Date) {
  const team = await db.team.findUniqueOrThrow({ where: { id: teamId } });
  const [members, invitations, ledger, payments, subscriptions, images, videos, jobs] = await Promise.all([
    db.teamMember.findMany({ where: { teamId }, orderBy: { createdAt: 'asc' }, include: { user: { select: { id: true, fullName: true, email: true } } } }),
    db.teamInvitation.findMany({ where: { teamId }, orderBy: { createdAt: 'asc' } }),
    db.creditLedgerEntry.findMany({ where: { teamId }, orderBy: { createdAt: 'asc' }, omit: { idempotencyKey: true } }),
    db.payment.findMany({ where: { teamId }, orderBy: { createdAt: 'asc' } }),
    db.subscription.findMany({ where: { teamId }, orderBy: { createdAt: 'asc' } }),
    db.generatedImage.findMany({ where: { teamId }, orderBy: { createdAt: 'asc' }, omit: { storageKey: true }, include: { user: { select: { id: true, fullName: true } } } }),
    db.video.findMany({ where: { teamId }, orderBy: { createdAt: 'asc' }, omit: { storageKey: true, posterKey: true } }),
    db.aiJob.findMany({ where: { teamId }, orderBy: { createdAt: 'asc' }, omit: { checkpoints: true, providerRef: true, input: true, output: true } }),
  ]);
  return jsonSafe({
    format: EXPORT_FORMAT,
    kind: 'team',
    exportedAt,
    team,
    members: members.map((m) => ({ userId: m.userId, fullName: m.user.fullName, email: m.user.email, role: m.role, joinedAt: m.createdAt })),
    invitations,
    creditLedger: ledger,
    payments,
    subscriptions,
    images: images.map(({ user, ...i }) => ({ ...i, madeBy: user.fullName, file: i.status === 'succeeded' && !i.deletedAt ? archivePaths.teamImage(user, i.id) : null })),
    videos,
    jobs,
  }) as Record<string, unknown>;
}

/** Reads rows a page at a time in (createdAt, id) order: a row deleted between two pages does not move the next page. */
async function* pages<T extends { createdAt: Date; id: string }>(read: (after: Keyset | null) => Promise<T[]>): AsyncGenerator<T> {
  let after: Keyset | null = null;
  for (;;) {
    const page = await read(after);
    for (const row of page) yield row;
    if (page.length < PAGE) return;
    after = page[page.length - 1]!;
  }
}

type Keyset = { createdAt: Date; id: string };
const keyset = (after: Keyset | null) =>
  after ? { OR: [{ createdAt: { gt: after.createdAt } }, { createdAt: after.createdAt, id: { gt: after.id } }] } : {};
const order = [{ createdAt: 'asc' as const }, { id: 'asc' as const }];

const opener = (store: Pick<ObjectStore, 'get'>, key: string) => async () => (await store.get(key))?.body ?? null;

/** The user's files, as data.json names them: selfies still kept, headshots and backgrounds, videos. */
export async function* userFiles(db: Db, store: Pick<ObjectStore, 'get'>, userId: string): AsyncGenerator<ZipEntry> {
  for await (const p of pages((after) => db.uploadedPhoto.findMany({ where: { userId, purgedAt: null, ...keyset(after) }, orderBy: order, take: PAGE, select: { id: true, modelId: true, storageKey: true, createdAt: true } }))) {
    yield { name: archivePaths.selfie(p.modelId, p.id), mtime: p.createdAt, open: opener(store, p.storageKey) };
  }
  for await (const i of pages((after) => db.generatedImage.findMany({ where: { userId, status: 'succeeded', deletedAt: null, ...keyset(after) }, orderBy: order, take: PAGE, select: { id: true, kind: true, storageKey: true, createdAt: true } }))) {
    yield { name: archivePaths.image(i.kind, i.id), mtime: i.createdAt, open: opener(store, i.storageKey ?? imageKeys(userId, i.id).image) };
  }
  for await (const v of pages((after) => db.video.findMany({ where: { userId, status: 'succeeded', deletedAt: null, storageKey: { not: null }, ...keyset(after) }, orderBy: order, take: PAGE, select: { id: true, storageKey: true, createdAt: true } }))) {
    yield { name: archivePaths.video(v.id, v.storageKey!), mtime: v.createdAt, open: opener(store, v.storageKey!) };
  }
}

/** The headshots made with the team's credits, in a folder per maker (as the team's ZIP download lays them out). */
export async function* teamFiles(db: Db, store: Pick<ObjectStore, 'get'>, teamId: string): AsyncGenerator<ZipEntry> {
  for await (const i of pages((after) => db.generatedImage.findMany({ where: { teamId, status: 'succeeded', deletedAt: null, ...keyset(after) }, orderBy: order, take: PAGE, select: { id: true, userId: true, storageKey: true, createdAt: true, user: { select: { id: true, fullName: true } } } }))) {
    yield { name: archivePaths.teamImage(i.user, i.id), mtime: i.createdAt, open: opener(store, i.storageKey ?? imageKeys(i.userId, i.id).image) };
  }
}
