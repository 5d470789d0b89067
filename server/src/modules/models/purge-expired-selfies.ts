import type { Services } from '../../services-contract';
import { pruneWebhookDeliveries } from '../maintenance/prune-webhook-deliveries';
import { sweepOrphanedObjects } from '../maintenance/sweep-orphaned-objects';
import { expireDataExports } from '../privacy/run-data-export';
import { photoKeys } from './photo';

/**
 * Retention: training selfies are deleted SELFIE_RETENTION_DAYS after their model's training ended (the
 * model's photos_purge_at). The files and the face descriptors go; the row stays, marked purged, so the
 * model's history still says how many photos it was trained on. Returns how many photos were purged.
 */
export async function purgeExpiredSelfies(services: Pick<Services, 'prisma' | 'store'>, now = new Date()): Promise<number> {
  const { prisma, store } = services;
  let purged = 0;
  for (;;) {
    const batch = await prisma.uploadedPhoto.findMany({
      where: { purgedAt: null, model: { photosPurgeAt: { lte: now } } },
      select: { id: true, userId: true },
      take: 200,
    });
    if (batch.length === 0) return purged;
    await store.deleteMany(batch.flatMap((p) => Object.values(photoKeys(p.userId, p.id))));
    await prisma.uploadedPhoto.updateMany({
      where: { id: { in: batch.map((p) => p.id) } },
      data: { purgedAt: now, embedding: null },
    });
    purged += batch.length;
  }
}

/** How often a worker process sweeps the store for files no row owns (it lists the whole bucket). */
const ORPHAN_SWEEP_EVERY_MS = 86_400_000;

/**
 * Runs the purges (selfies, expired data exports, old webhook delivery ids) now and then every hour in this process, and the sweep of
 * orphaned files now and then daily. Returns a stop function.
 */
export function schedulePurge(services: Pick<Services, 'prisma' | 'store' | 'log'>, everyMs = 3_600_000): () => void {
  const log = services.log.child({ component: 'retention' });
  let lastSweep = 0;
  const sweep = () => {
    if (Date.now() - lastSweep < ORPHAN_SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    return sweepOrphanedObjects(services).then(
      ({ listed, deleted, unknown }) => log.info({ listed, deleted: deleted.length, unknown }, 'swept the store for files no row owns'),
      (err: unknown) => log.error({ err }, 'orphaned files sweep failed'),
    );
  };
  const run = () =>
    Promise.all([
      sweep(),
      purgeExpiredSelfies(services).then(
        (count) => count > 0 && log.info({ count }, 'deleted training selfies past their retention date'),
        (err: unknown) => log.error({ err }, 'selfie purge failed'),
      ),
      expireDataExports(services).then(
        (count) => count > 0 && log.info({ count }, 'deleted data exports past their expiry'),
        (err: unknown) => log.error({ err }, 'data export expiry failed'),
      ),
      pruneWebhookDeliveries(services.prisma).catch((err: unknown) => log.error({ err }, 'webhook deliveries prune failed')),
    ]);
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
