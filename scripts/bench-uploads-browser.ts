// Part of `npm run bench -- uploads`: the upload a user lives. 20 phone photos of 12 MP (4.8–6 MB each, made from the
// fixtures with a sensor's grain and EXIF) dropped on the upload screen in Chromium, timed from the drop to the last
// photo's verdict, with the uplink throttled to 10 Mbit/s (Chromium's network emulation) and without throttling, while
// another CPU-heavy process (a busy loop) runs beside on this machine. The API runs as production does
// (NODE_ENV=production, PostgreSQL, RUN_WORKERS=false); its RSS and its photo-check processes' are sampled from /proc.
// BENCH_UPLOADS_ROOT runs another checkout (e.g. a `git worktree` of the commit before the browser shrank photos).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAuthorPhotos } from '@kadr/tests/fixtures/vision/photos';
import { phonePhoto } from '@kadr/tests/fixtures/vision/uploads';
import { launchBrowser } from '@kadr/tests/support/browser';
import { recordSentFiles, sentFiles } from '@kadr/tests/support/sent-files';
import { childPids, residentMemory, startPressureServer } from '@kadr/tests/support/upload-pressure';
import sharp from 'sharp';

const PHOTOS = 20;
/** Time on the upload screen before the drop (choosing the files). */
const THINK_MS = 3000;
const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/**
 * The 20 phone photos: one person (Human's author, three distinct photos), each time framed a little differently,
 * lit a little differently and every other time mirrored, so they are 20 different selfies of the same face, as a
 * user's are; half portrait. Made once and kept in the system's temp folder (making one takes ~1 s).
 */
async function phonePhotos(): Promise<{ path: string; bytes: number }[]> {
  const dir = join(tmpdir(), 'kadr-bench-phone-photos-v4');
  mkdirSync(dir, { recursive: true });
  const author = (await buildAuthorPhotos()).map((p) => p.image);
  const photos = [];
  for (let i = 0; i < PHOTOS; i++) {
    const path = join(dir, `phone-${String(i + 1).padStart(2, '0')}.jpg`);
    if (!existsSync(path)) {
      const { jpeg, width, height } = author[i % author.length]!;
      const side = Math.round(Math.min(width, height) * (0.86 + (i % 4) * 0.04));
      const shift = (n: number, room: number) => Math.round((room * ((i * n) % 10)) / 9);
      let variant = sharp(jpeg)
        .extract({ left: shift(3, width - side), top: shift(7, height - side), width: side, height: side })
        .modulate({ brightness: 0.92 + (i % 5) * 0.04 });
      if (Math.floor(i / author.length) % 2) variant = variant.flop();
      writeFileSync(path, await phonePhoto(await variant.jpeg({ quality: 95 }).toBuffer(), { portrait: i % 2 === 0, seed: i + 1, quality: 95 }));
    }
    photos.push({ path, bytes: readFileSync(path).length });
  }
  return photos;
}

interface Run {
  ms: number;
  /** Photo-check processes running when the photos were dropped. */
  warmAtDrop: number;
  /** CPU seconds from the drop to the last verdict: Chromium (all its processes), the API process, the photo-check processes. */
  cpuUsed: Record<string, number>;
  /** When the last card reached each state, ms after the drop: `waiting` is the last photo prepared, `checking` the last one sent. */
  lastAt: Record<string, number>;
  sentBytes: number;
  requests: number;
  verdicts: Record<string, number>;
  reasons: Record<string, number>;
  apiRssPeak: number;
  checksRssPeak: number;
}

/** CPU seconds (user + system) a process has used so far, from /proc (0 once it has ended). */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** A process and all its descendants. */
function tree(pid: number): number[] {
  const all = [pid];
  for (let i = 0; i < all.length; i++) all.push(...childPids(all[i]!));
  return all;
}

/** The process's name (/proc/<pid>/comm), '' once it has ended. */
function commOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

/**
 * CPU used by groups of processes from begin() to end(), sampled as it goes so that processes which start (or end)
 * in between are counted: a process seen at begin() counts from there, a later one from its start.
 */
function cpuMeter(groups: Record<string, () => number[]>) {
  const baseline = new Map<number, number>();
  const latest = new Map<number, { group: string; seconds: number }>();
  const sample = () => {
    for (const [group, pids] of Object.entries(groups)) {
      for (const pid of pids()) {
        if (!baseline.has(pid)) baseline.set(pid, 0);
        const seconds = cpuSeconds(pid);
        if (seconds > 0) latest.set(pid, { group, seconds });
      }
    }
  };
  return {
    begin() {
      for (const pids of Object.values(groups)) for (const pid of pids()) baseline.set(pid, cpuSeconds(pid));
    },
    sample,
    end(): Record<string, number> {
      sample();
      const used: Record<string, number> = Object.fromEntries(Object.keys(groups).map((g) => [g, 0]));
      for (const [pid, { group, seconds }] of latest) used[group]! += Math.max(0, seconds - (baseline.get(pid) ?? 0));
      return used;
    },
  };
}

async function uploadRun(root: string | undefined, photos: { path: string }[], uplinkMbit: number | null): Promise<Run> {
  const target = await startPressureServer(process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres', {}, root);
  const browser = await launchBrowser();
  const apiPid = target.server.process.pid!;
  // Chromium's processes are this process's descendants named chrom…; the API and its checks are counted apart.
  const cpu = cpuMeter({
    browser: () => tree(process.pid).filter((pid) => /^chrom/i.test(commOf(pid))),
    api: () => [apiPid],
    checks: () => childPids(apiPid),
  });
  let apiRssPeak = 0;
  let checksRssPeak = 0;
  const sampler = setInterval(() => {
    cpu.sample();
    try {
      apiRssPeak = Math.max(apiRssPeak, residentMemory(apiPid).rss);
      checksRssPeak = Math.max(checksRssPeak, childPids(apiPid).reduce((sum, pid) => sum + residentMemory(pid).rss, 0));
    } catch {
      /* a process ended meanwhile */
    }
  }, 50);
  try {
    const context = await browser.newContext({ baseURL: target.server.url, viewport: { width: 1280, height: 800 } });
    await context.addInitScript((s) => {
      localStorage.setItem('kadr.token', s.token);
      localStorage.setItem('kadr.refreshToken', s.refreshToken);
    }, { token: target.token, refreshToken: target.refreshToken });
    await context.addInitScript(recordSentFiles);
    // When each card first reached each state (ms since the page began), to tell the phases apart.
    await context.addInitScript(() => {
      const firstAt: Record<string, number> = {};
      (window as unknown as { kadrStates: typeof firstAt }).kadrStates = firstAt;
      const seen = new Set<string>();
      // Inline, not a named function: tsx would wrap a named one in a helper the page does not have.
      setInterval(() => {
        for (const card of document.querySelectorAll<HTMLElement>('[data-testid=pending-card]')) {
          const key = `${card.getAttribute('aria-label')}:${card.dataset.state}`;
          if (seen.has(key)) continue;
          seen.add(key);
          firstAt[card.dataset.state!] = performance.now();
        }
      }, 20);
    });
    const page = await context.newPage();
    await page.goto('/en/upload');
    const input = page.getByTestId('photo-dropzone').locator('input[type=file]');
    await input.waitFor({ state: 'attached', timeout: 60_000 });
    if (uplinkMbit) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: (uplinkMbit * 1_000_000) / 8 });
    }
    // The user chooses the files in the system's dialog: a few seconds on the screen before the drop, in which the
    // server starts its photo-check processes (prewarmed when the screen asks for the user's models).
    await new Promise((resolve) => setTimeout(resolve, THINK_MS));
    const warmAtDrop = childPids(apiPid).length;
    cpu.begin();
    const started = performance.now();
    const pageStarted = await page.evaluate(() => performance.now());
    await input.setInputFiles(photos.map((p) => p.path));
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid=photo-card][data-verdict]').length >= n && !document.querySelector('[data-testid=pending-card]:not([data-state=failed])'),
      PHOTOS,
      { timeout: 600_000, polling: 50 },
    );
    const ms = performance.now() - started;
    const cpuUsed = cpu.end();
    const sent = await sentFiles(page);
    const lastAt = await page.evaluate((t0) => Object.fromEntries(Object.entries((window as unknown as { kadrStates: Record<string, number> }).kadrStates).map(([k, v]) => [k, v - t0])), pageStarted);
    const verdicts = await page.evaluate(() => {
      const counts: Record<string, number> = {};
      for (const card of document.querySelectorAll('[data-testid=photo-card]')) counts[card.getAttribute('data-verdict')!] = (counts[card.getAttribute('data-verdict')!] ?? 0) + 1;
      counts.failed = document.querySelectorAll('[data-testid=pending-card][data-state=failed]').length;
      return counts;
    });
    const models = await (await fetch(`${target.server.url}/api/ai/models`, { headers: { authorization: `Bearer ${target.token}` } })).json() as { data: { id: string }[] };
    const model = await (await fetch(`${target.server.url}/api/ai/models/${models.data[0]!.id}`, { headers: { authorization: `Bearer ${target.token}` } })).json() as { data: { photos: { reasons: { code: string }[] }[] } };
    const reasons: Record<string, number> = {};
    for (const photo of model.data.photos) for (const r of photo.reasons) reasons[r.code] = (reasons[r.code] ?? 0) + 1;
    await context.close();
    return { ms, warmAtDrop, cpuUsed, lastAt, sentBytes: sent.reduce((n, f) => n + f.bytes, 0), requests: sent.length, verdicts, reasons, apiRssPeak, checksRssPeak };
  } finally {
    clearInterval(sampler);
    await browser.close();
    await target.close();
  }
}

const s = (ms: number | undefined) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(1)} s`);

export async function benchUploadsInBrowser() {
  const root = process.env.BENCH_UPLOADS_ROOT;
  const photos = await phonePhotos();
  const total = photos.reduce((n, p) => n + p.bytes, 0);
  console.log(`\nUpload in Chromium: ${PHOTOS} phone photos of 12 MP (${mb(Math.min(...photos.map((p) => p.bytes)))}–${mb(Math.max(...photos.map((p) => p.bytes)))} MiB, ${mb(total)} MiB in all), drop to last verdict, the drop ${THINK_MS / 1000} s after the screen opened${root ? ` (${root})` : ''}`);
  // Another CPU-heavy process on this two-core machine for the whole run, at the same priority as the rest.
  const hog = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  try {
    for (const uplink of [10, null]) {
      const run = await uploadRun(root, photos, uplink);
      const verdicts = Object.entries(run.verdicts).filter(([, n]) => n > 0).map(([v, n]) => `${n} ${v}`).join(', ');
      console.log(
        `  ${uplink ? `${uplink} Mbit/s uplink` : 'unthrottled     '}: ${(run.ms / 1000).toFixed(1)} s (last photo prepared at ${s(run.lastAt.waiting)}, last one sent at ${s(run.lastAt.checking)}); sent ${mb(run.sentBytes)} MiB in ${run.requests} requests ` +
          `(${((run.sentBytes / total) * 100).toFixed(0)}% of the originals); API RSS peak ${mb(run.apiRssPeak)} MiB, photo-check processes ${mb(run.checksRssPeak)} MiB; photo-check processes at the drop: ${run.warmAtDrop}; CPU: ${Object.entries(run.cpuUsed).map(([g, v]) => `${g} ${v.toFixed(1)} s`).join(', ')}; ${verdicts} (${Object.entries(run.reasons).map(([c, n]) => `${n}× ${c}`).join(', ') || 'no reasons'})`,
      );
    }
  } finally {
    hog.kill('SIGKILL');
  }
}
