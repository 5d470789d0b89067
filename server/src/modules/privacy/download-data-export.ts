import { NotFoundError } from '@kadr/core/errors/app-error';
import { z } from 'zod';
import type { Services } from '../../services-contract';
import { ownerOf, type Actor } from '../access/actor';
import { dataExportDto } from './data-export-dto';
import { ExportExpiredError, ExportNotReadyError } from './data-export.errors';

/** How long the store's signed URL of a download works: long enough to start it, not to pass it around. */
export const EXPORT_DOWNLOAD_URL_SECONDS = 300;

/**
 * A signed, short-lived URL of the export's ZIP, for the user who asked for it and no one else: anyone else (a
 * team's other admins too) gets NOT_FOUND. Refused while it is being prepared or failed (EXPORT_NOT_READY) and once
 * past its expiry (EXPORT_EXPIRED), even before the sweep has deleted its file.
 */
export async function downloadDataExport(services: Pick<Services, 'prisma' | 'store'>, actor: Actor, id: string, now = new Date()) {
  const row = z.uuid().safeParse(id).success ? await services.prisma.dataExport.findFirst({ where: { id, userId: ownerOf(actor) } }) : null;
  if (!row) throw new NotFoundError('Export not found');
  const dto = dataExportDto(row, now);
  if (dto.status === 'expired') throw new ExportExpiredError();
  if (dto.status !== 'ready' || !row.storageKey) throw new ExportNotReadyError();
  const fileName = `kadr-${row.teamId ? 'team-' : ''}data-${row.createdAt.toISOString().slice(0, 10)}.zip`;
  const url = await services.store.presignGet(row.storageKey, { expiresInSeconds: EXPORT_DOWNLOAD_URL_SECONDS, downloadName: fileName });
  return { url, fileName, expiresInSeconds: EXPORT_DOWNLOAD_URL_SECONDS };
}
