import { ForbiddenError, NotAuthenticatedError, NotFoundError, ValidationError } from '@kadr/core/errors/app-error';
import { requireViewer } from '../../context';
import { builder } from '../../graphql/builder';
import { ErrorInterface, errorType } from '../../graphql/errors.graphql';
import type { DataExportDto } from './data-export-dto';
import { ExportExpiredError, ExportInProgressError, ExportLimitReachedError, ExportNotReadyError } from './data-export.errors';
import { downloadDataExport } from './download-data-export';
import { listDataExports } from './list-data-exports';
import { requestDataExport } from './request-data-export';

errorType(ExportInProgressError, 'ExportInProgressError');
errorType(ExportNotReadyError, 'ExportNotReadyError');
errorType(ExportExpiredError, 'ExportExpiredError');
builder.objectType(ExportLimitReachedError, {
  name: 'ExportLimitReachedError',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ExportLimitReachedError,
  fields: (t) => ({
    limit: t.exposeInt('limit'),
    retryAt: t.field({ type: 'DateTime', resolve: (e) => e.retryAt }),
  }),
});

const DataExportStatus = builder.enumType('DataExportStatus', { values: ['queued', 'running', 'ready', 'failed', 'expired'] as const });

const DataExportRef = builder.objectRef<DataExportDto>('DataExport').implement({
  description: 'A copy of the user’s (or a team’s) data as one ZIP: data.json, README.html and the files.',
  fields: (t) => ({
    id: t.exposeID('id'),
    teamId: t.exposeID('teamId', { nullable: true, description: 'The team whose data it holds; null for the user’s own' }),
    status: t.field({ type: DataExportStatus, resolve: (e) => e.status }),
    locale: t.exposeString('locale'),
    sizeBytes: t.float({ nullable: true, resolve: (e) => e.sizeBytes }),
    fileCount: t.exposeInt('fileCount'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true, description: 'Until when a ready export can be downloaded' }),
  }),
});

const DataExportDownloadRef = builder.objectRef<{ url: string; fileName: string; expiresInSeconds: number }>('DataExportDownload').implement({
  fields: (t) => ({
    url: t.exposeString('url', { description: 'Signed URL of the ZIP; works for a few minutes' }),
    fileName: t.exposeString('fileName'),
    expiresInSeconds: t.exposeInt('expiresInSeconds'),
  }),
});

builder.queryField('dataExports', (t) =>
  t.field({
    type: [DataExportRef],
    description: 'The exports the signed-in user asked for in the last 30 days, newest first.',
    resolve: (_root, _args, ctx) => listDataExports(ctx.services, requireViewer(ctx).actor),
  }),
);

builder.queryField('dataExportDownload', (t) =>
  t.field({
    type: DataExportDownloadRef,
    description: 'A signed, short-lived URL of a ready export; only for the user who asked for it.',
    args: { id: t.arg.id({ required: true }) },
    errors: { types: [NotAuthenticatedError, NotFoundError, ExportNotReadyError, ExportExpiredError] },
    resolve: (_root, { id }, ctx) => downloadDataExport(ctx.services, requireViewer(ctx).actor, String(id)),
  }),
);

builder.mutationField('requestDataExport', (t) =>
  t.field({
    type: DataExportRef,
    description: 'Asks for a copy of the user’s data (or, with teamId, of a team they administer); an email says when it is ready.',
    args: { teamId: t.arg.id(), locale: t.arg.string({ description: "'en' or 'pl'; default: the account's language" }) },
    errors: { types: [ValidationError, NotAuthenticatedError, ForbiddenError, ExportInProgressError, ExportLimitReachedError] },
    resolve: (_root, args, ctx) =>
      requestDataExport(
        ctx.services,
        requireViewer(ctx).actor,
        { ...(args.teamId ? { teamId: String(args.teamId) } : {}), ...(args.locale ? { locale: args.locale } : {}) },
        { language: ctx.language },
      ),
  }),
);
