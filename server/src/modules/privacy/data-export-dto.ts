import type { DataExport } from '@kadr/core/generated/prisma/client';

export interface DataExportDto {
  id: string;
  /** The team whose data it holds; null: the user's own. */
  teamId: string | null;
  /** queued → running → ready (downloadable until expiresAt) → expired; or failed. */
  status: 'queued' | 'running' | 'ready' | 'failed' | 'expired';
  locale: string;
  sizeBytes: number | null;
  fileCount: number;
  createdAt: Date;
  completedAt: Date | null;
  expiresAt: Date | null;
}

/** What its owner sees of an export; a ready one past its expiry reads expired before the sweep deletes its file. */
export function dataExportDto(row: DataExport, now = new Date()): DataExportDto {
  const expired = row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= now;
  return {
    id: row.id,
    teamId: row.teamId,
    status: expired ? 'expired' : row.status,
    locale: row.locale,
    sizeBytes: row.sizeBytes === null ? null : Number(row.sizeBytes),
    fileCount: row.fileCount,
    createdAt: row.createdAt,
    completedAt: row.completedAt,
    expiresAt: row.expiresAt,
  };
}
