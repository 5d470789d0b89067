import { Readable } from 'node:stream';
import type { Logger } from '@kadr/core/log/logger';
import { notify } from '@kadr/core/notifications/notify';
import { userObjectKey } from '@kadr/core/object-store/keys';
import type { Services } from '../../services-contract';
import { zipEntries, type ZipEntry } from '../library/zip-entries';
import { teamExportData, teamFiles, userExportData, userFiles } from './export-contents';
import { exportReadme } from './export-readme';

/** How long a ready export can be downloaded; then its file is deleted. */
export const EXPORT_LINK_DAYS = 7;

type Deps = Pick<Services, 'prisma' | 'store'>;

/** `users/<user>/exports/<export>.zip`: under its asker's namespace, so deleting the account deletes it too. */
export const exportKey = (userId: string, exportId: string) => userObjectKey(userId, 'exports', exportId, 'zip');

/**
 * The data-export job: writes the ZIP (README.html, data.json, then the files one at a time) straight into the store
 * as it is produced — a multipart upload on S3, a temporary file on the local store — so the worker never holds the
 * archive, nor more than one file's chunk, in memory. Then marks the export ready until EXPORT_LINK_DAYS from now
 * and notifies the asker (in the app, and by email with the link). Idempotent: an export already ended is left
 * alone, and an attempt after a crash writes the whole archive again over the same key. A file deleted meanwhile
 * is left out. `signal` aborts the upload when this worker has lost the job.
 */
export async function runDataExport(services: Deps, exportId: string, ctx: { signal: AbortSignal; log: Logger }, now = () => new Date()): Promise<void> {
  const row = await services.prisma.dataExport.findUnique({ where: { id: exportId }, include: { user: { select: { deletedAt: true } } } });
  if (!row || (row.status !== 'queued' && row.status !== 'running')) return;
  // The account is being deleted: its deletion removes this row and everything under the user's namespace.
  if (row.user.deletedAt) return;
  await services.prisma.dataExport.update({ where: { id: exportId }, data: { status: 'running', attempts: { increment: 1 }, startedAt: row.startedAt ?? now() } });
  const started = performance.now();
  const exportedAt = now();
  const team = row.teamId ? await services.prisma.team.findUnique({ where: { id: row.teamId }, select: { name: true } }) : null;
  const data = row.teamId ? await teamExportData(services.prisma, row.teamId, exportedAt) : await userExportData(services.prisma, row.userId, exportedAt);
  const lang = row.locale === 'pl' ? 'pl' : 'en';
  let fileCount = 0;
  const counted = async function* (files: AsyncGenerator<ZipEntry>): AsyncGenerator<ZipEntry> {
    for await (const file of files) {
      if (ctx.signal.aborted) throw new Error('data export lost by this worker');
      yield {
        ...file,
        open: async () => {
          const body = await file.open();
          if (body) fileCount++;
          return body;
        },
      };
    }
  };
  const entries = async function* (): AsyncGenerator<ZipEntry> {
    yield textEntry('README.html', exportReadme(lang, { teamName: team?.name ?? null, exportedAt }), exportedAt);
    yield textEntry('data.json', JSON.stringify(data, null, 2), exportedAt);
    yield* counted(row.teamId ? teamFiles(services.prisma, services.store, row.teamId) : userFiles(services.prisma, services.store, row.userId));
  };
  const key = exportKey(row.userId, row.id);
  await services.store.put(key, Readable.from(zipEntries(entries())), { contentType: 'application/zip' });
  const size = (await services.store.head(key))?.size ?? null;
  const completedAt = now();
  const expiresAt = new Date(completedAt.getTime() + EXPORT_LINK_DAYS * 24 * 3_600_000);
  const ended = await services.prisma.$transaction(async (tx) => {
    // Another attempt may have finished first (this one was presumed dead): the first one to end says so.
    const { count } = await tx.dataExport.updateMany({
      where: { id: row.id, status: 'running' },
      data: { status: 'ready', storageKey: key, sizeBytes: size === null ? null : BigInt(size), fileCount, completedAt, expiresAt, error: null },
    });
    if (count === 0) return false;
    await notify(tx, {
      userId: row.userId,
      type: 'data_export_ready',
      params: { exportId: row.id, expiresAt: expiresAt.toISOString(), ...(team ? { teamName: team.name } : {}) },
      dedupKey: `data_export_ready:${row.id}`,
    });
    return true;
  });
  if (!ended) {
    // The row went meanwhile (the account's deletion) or failed: the file just written is no one's. Another attempt
    // that finished first wrote this same key and owns it.
    const latest = await services.prisma.dataExport.findUnique({ where: { id: row.id }, select: { status: true } });
    if (latest?.status !== 'ready') await services.store.delete(key);
    return;
  }
  ctx.log.info({ exportId: row.id, team: row.teamId !== null, files: fileCount, bytes: size, ms: Math.round(performance.now() - started) }, 'data export ready');
}

/** The export's job ran out of attempts: it is failed (the user may ask again) and its owner told; its partial file goes. */
export async function failDataExport(services: Deps, exportId: string): Promise<void> {
  const row = await services.prisma.dataExport.findUnique({ where: { id: exportId }, include: { team: { select: { name: true } } } });
  if (!row || row.status === 'ready' || row.status === 'expired' || row.status === 'failed') return;
  await services.store.delete(exportKey(row.userId, row.id));
  await services.prisma.$transaction(async (tx) => {
    const { count } = await tx.dataExport.updateMany({ where: { id: row.id, status: { in: ['queued', 'running'] } }, data: { status: 'failed', completedAt: new Date(), error: 'ran out of attempts' } });
    if (count === 0) return;
    await notify(tx, {
      userId: row.userId,
      type: 'data_export_failed',
      params: { exportId: row.id, ...(row.team ? { teamName: row.team.name } : {}) },
      dedupKey: `data_export_failed:${row.id}`,
    });
  });
}

/**
 * Deletes the files of exports past their expiry and marks them expired; run with the retention purge. Idempotent:
 * the file goes first, so a crash in between leaves a ready row that the next run expires.
 */
export async function expireDataExports(services: Deps, now = new Date()): Promise<number> {
  const due = await services.prisma.dataExport.findMany({ where: { status: 'ready', expiresAt: { lte: now } }, select: { id: true, storageKey: true }, take: 500 });
  for (const row of due) {
    if (row.storageKey) await services.store.delete(row.storageKey);
    await services.prisma.dataExport.update({ where: { id: row.id }, data: { status: 'expired', storageKey: null } });
  }
  return due.length;
}

const textEntry = (name: string, text: string, mtime: Date): ZipEntry => ({ name, mtime, open: async () => Readable.from([Buffer.from(text, 'utf8')]) });
