// Upload pressure: N parallel maximal photo uploads (20 files of MAX_PHOTO_MB − 1 MiB each, ~280 MB a request) to a
// real API process (NODE_ENV=production, PostgreSQL, RUN_WORKERS=false), with its RSS sampled every 20 ms from /proc
// and /healthz asked one request after another while they run. The issue's target for 10 parallel uploads: RSS under
// 600 MB, /healthz p99 under 50 ms. BENCH_UPLOADS sets N (default 10); BENCH_UPLOADS_ROOT runs another checkout of
// the project instead (e.g. a `git worktree` of an older commit, its node_modules a symlink to this one's).
import { mb, paddedPhoto, startPressureServer, uploadPressure } from '@kadr/tests/support/upload-pressure';

export async function benchUploads() {
  const parallel = Number(process.env.BENCH_UPLOADS ?? 10);
  const root = process.env.BENCH_UPLOADS_ROOT;
  const maxPhotoMb = 15;
  const fileBytes = (maxPhotoMb - 1) * 1024 * 1024;
  const photo = await paddedPhoto(fileBytes);
  const target = await startPressureServer(process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres', { MAX_PHOTO_MB: String(maxPhotoMb) }, root);
  try {
    const models = [];
    for (let i = 0; i < parallel; i++) models.push(await target.newModel());
    const parts = Array.from({ length: 20 }, (_, i) => ({ name: `photo-${i + 1}.jpg`, bytes: photo }));
    const result = await uploadPressure(target, models.map((modelId) => ({ modelId, parts })), 10_000);
    const times = result.uploads.map((u) => u.ms).sort((a, b) => a - b);
    const statuses = Object.entries(result.uploads.reduce<Record<number, number>>((acc, u) => ({ ...acc, [u.status]: (acc[u.status] ?? 0) + 1 }), {}))
      .map(([status, n]) => `${n}× ${status}`)
      .join(', ');
    const added = result.uploads.reduce((n, u) => n + ((u.body?.data?.addedIds as unknown[] | undefined)?.length ?? 0), 0);
    console.log(`\nUpload pressure: ${parallel} parallel uploads of 20 × ${mb(fileBytes)} MiB (${mb(result.uploads[0]?.bodyBytes ?? 0)} MiB each) to one API process${root ? ` (${root})` : ''}`);
    const h = result.healthz;
    console.log(`  API process RSS: ${mb(result.rssBefore)} MiB before, peak ${mb(result.rssPeak)} MiB, ${mb(result.rssAfter)} MiB after`);
    console.log(`  its child processes (photo checks): peak ${mb(result.childrenPeak)} MiB; API and them together: peak ${mb(result.totalPeak)} MiB`);
    const i = result.healthzIdle;
    console.log(`  /healthz during the uploads (${h.n} requests, one at a time): p50 ${h.p50.toFixed(1)} ms, p99 ${h.p99.toFixed(1)} ms, max ${h.max.toFixed(1)} ms`);
    console.log(`  /healthz for 10 s before them (this machine's noise): p50 ${i.p50.toFixed(1)} ms, p99 ${i.p99.toFixed(1)} ms, max ${i.max.toFixed(1)} ms`);
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(`  time per upload (sent to answered): min ${s(times[0]!)}, median ${s(times[Math.floor(times.length / 2)]!)}, max ${s(times[times.length - 1]!)}`);
    console.log(`  answers: ${statuses}; photos added: ${added}`);
  } finally {
    await target.close();
  }
}
