import type { PrismaClient } from '@kadr/core/generated/prisma/client';
import type { ListedObject, ObjectStore } from '@kadr/core/object-store/object-store';

/**
 * An object must be this old before the sweep may call it orphaned: a job writes its files before it commits their
 * rows (an image, a video, a model's weights), and no job runs for a day.
 */
export const ORPHAN_GRACE_HOURS = 24;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/**
 * Where each kind of row keeps its files, under its owner: `users/<user>/selfies/<photo>[-thumb].jpg`,
 * `images/<image>[-thumb].jpg`, `videos/<video>[-poster|-frame|-mask].<ext>`, `models/<model>/…`, `exports/<export>.zip`.
 */
const LAYOUT = new RegExp(`^users/(${UUID})/(selfies|images|videos|models|exports)/(${UUID})(?:[-./]|$)`, 'i');
type Area = 'selfies' | 'images' | 'videos' | 'models' | 'exports';

/** The rows an area's files belong to, by id: each with its owner. */
const owners: Record<Area, (prisma: Pick<PrismaClient, OwnerTable>, ids: string[]) => Promise<{ id: string; userId: string }[]>> = {
  selfies: (prisma, ids) => prisma.uploadedPhoto.findMany({ where: { id: { in: ids } }, select: { id: true, userId: true } }),
  images: (prisma, ids) => prisma.generatedImage.findMany({ where: { id: { in: ids } }, select: { id: true, userId: true } }),
  videos: (prisma, ids) => prisma.video.findMany({ where: { id: { in: ids } }, select: { id: true, userId: true } }),
  models: (prisma, ids) => prisma.aiCustomModel.findMany({ where: { id: { in: ids } }, select: { id: true, userId: true } }),
  // An expired export's row stays (its history) without its file; the row owns its key only while it names it.
  exports: (prisma, ids) => prisma.dataExport.findMany({ where: { id: { in: ids }, status: { in: ['queued', 'running', 'ready'] } }, select: { id: true, userId: true } }),
};
type OwnerTable = 'uploadedPhoto' | 'generatedImage' | 'video' | 'aiCustomModel' | 'dataExport';

const BATCH = 1000;

export interface OrphanSweep {
  /** Objects under users/ looked at. */
  listed: number;
  /** Old enough and laid out as a row's file. */
  checked: number;
  /** Their row is gone (or belongs to someone else): deleted. */
  deleted: string[];
  /** Keys under users/ in no known layout: left alone, and counted so that a new layout gets noticed. */
  unknown: number;
}

/**
 * Deletes the files no row owns: a process killed between writing a file and committing its row (a worker's
 * headshot, a video, an upload) leaves one, and so does a row deleted without its files. A file counts as owned
 * while a row of its kind with the id in its key exists for the user in its key, whatever that row's state: the
 * flows that delete rows delete their files, so the sweep only takes what they could not. Only objects older than
 * ORPHAN_GRACE_HOURS are considered (their rows may not be committed yet).
 */
export async function sweepOrphanedObjects(
  deps: { prisma: Pick<PrismaClient, OwnerTable>; store: Pick<ObjectStore, 'list' | 'deleteMany'> },
  now = new Date(),
): Promise<OrphanSweep> {
  const before = now.getTime() - ORPHAN_GRACE_HOURS * 3_600_000;
  const listed = await deps.store.list('users/');
  const candidates = new Map<Area, { object: ListedObject; userId: string; id: string }[]>();
  let unknown = 0;
  let checked = 0;
  for (const object of listed) {
    const match = LAYOUT.exec(object.key);
    if (!match) {
      unknown++;
      continue;
    }
    if (object.lastModified.getTime() > before) continue;
    const [, userId, area, id] = match as unknown as [string, string, Area, string];
    checked++;
    const list = candidates.get(area) ?? [];
    list.push({ object, userId: userId.toLowerCase(), id: id.toLowerCase() });
    candidates.set(area, list);
  }
  const deleted: string[] = [];
  for (const [area, files] of candidates) {
    const ids = [...new Set(files.map((f) => f.id))];
    const owner = new Map<string, string>();
    for (let i = 0; i < ids.length; i += BATCH) {
      for (const row of await owners[area](deps.prisma, ids.slice(i, i + BATCH))) owner.set(row.id, row.userId);
    }
    deleted.push(...files.filter((f) => owner.get(f.id) !== f.userId).map((f) => f.object.key));
  }
  if (deleted.length > 0) await deps.store.deleteMany(deleted);
  return { listed: listed.length, checked, deleted, unknown };
}
