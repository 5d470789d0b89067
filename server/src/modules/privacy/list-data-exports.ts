import type { Services } from '../../services-contract';
import { ownerOf, type Actor } from '../access/actor';
import { dataExportDto, type DataExportDto } from './data-export-dto';

/** The exports the user asked for in the last 30 days (their own and their teams'), newest first. */
export async function listDataExports(services: Pick<Services, 'prisma'>, actor: Actor, now = new Date()): Promise<DataExportDto[]> {
  const rows = await services.prisma.dataExport.findMany({
    where: { userId: ownerOf(actor), createdAt: { gt: new Date(now.getTime() - 30 * 24 * 3_600_000) } },
    orderBy: { createdAt: 'desc' },
    take: 20,
  });
  return rows.map((row) => dataExportDto(row, now));
}
