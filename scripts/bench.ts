// npm run bench — prints figures; no pass/fail. Ratios are measured in one run, on one machine.
//  1. GraphQL `me` (authenticated: JWT verify + session check + user read + credit balance) beside a no-op
//     `{ __typename }` at 16 and 50 connections, on one API process and through two (alternating), with the machine's
//     load and the API's CPU per request (scripts/bench-graphql.ts). `gallery`: the gallery's first page (GraphQL and
//     REST) at 100, 1,000 and 10,000 images and a ZIP of a 10,000-image library (scripts/bench-gallery.ts).
//  2. Cold start of `npm start` (embedded PGlite) to the first answered request.
//  3. Gzipped JavaScript the landing route loads.
//  4. Photo checks: CPU of one upload's intake and check in a warm photo-check process (the browser's copy and a 12 MP
//     original), per photo vs sharp decode alone, a 20-photo batch, the blur calibration table, and the verdicts of
//     every calibration case from the browser's copy beside the 12 MP original's (scripts/bench-vision.ts).
//  5. Job pickup latency on PostgreSQL and PGlite (scripts/bench-jobs.ts).
//  6. Local training wall time for 6 and 20 photos (scripts/bench-training.ts).
//  7. Local headshot time per image and background change (scripts/bench-headshots.ts).
//  8. Local video render time per second of video, per quality (scripts/bench-video.ts).
//  9. Local headshot output quality before and after, with a contact sheet (scripts/bench-engine-quality.ts).
// 10. Upload pressure: API RSS peak and /healthz p99 under 10 parallel maximal photo uploads (scripts/bench-uploads.ts);
//     and 20 phone photos of 12 MP from drop to the last verdict in Chromium, at 10 Mbit/s and unthrottled, beside a
//     CPU-heavy process (scripts/bench-uploads-browser.ts).
// 11. Payments: Stripe webhook delivery → credits visible, events processed per second, and a storm of 1,000
//     deliveries (10× duplicates) ending with exact balances, on the real app and its Stripe sandbox (scripts/bench-payments.ts).
// 12. Notifications: fan-out latency from the writing transaction to subscribed GraphQL clients (p50/p99), 200
//     subscribers over two API processes on PostgreSQL (scripts/bench-notifications.ts).
// 13. Partner API: requests/s with an API key vs a session token on the same query, and webhook deliveries per
//     second to a local receiver (scripts/bench-api-keys.ts).
// 14. Lighthouse (mobile profile) on the landing, pricing and a programmatic page in EN and PL: scores against the
//     issue #14 targets, LCP/TBT/CLS and failing audits, with the landing bundle beside them (scripts/bench-lighthouse.ts).
// 15. Style previews: the main thread's event loop while a first start draws every preview, on the main thread as
//     before and in the preview process (scripts/bench-style-previews.ts).
// 16. Data export: a worker's RSS while it exports 200 files of 5 MB into the local store and S3 (scripts/bench-export.ts).
// 17. Providers (issue #27): 200 video jobs through the API on worker processes with INFERENCE_PROVIDERS=replicate,fal
//     against both doubles, Replicate failing 30% of its requests, then down for a minute, then back: jobs started and
//     ended (each once), credits captured vs videos delivered, open holds, runs and paid runs per job at each double,
//     where jobs ran and how many failed over, the added latency of a fail-over and end-to-end p50/p95, the breaker's
//     openings and closings and the calls Replicate received while open; exits non-zero if an invariant fails
//     (scripts/bench-providers.ts).
// 18. Likeness (issue #31): the real-pair spread of the fixture people, one photo twice against the copy and duplicate
//     thresholds, the local engine's outputs measured on held-out selfies (p10/p50/p90, "may not look like you",
//     usable yield), and copies and repeats planted in the provider doubles' outputs, detected (scripts/bench-likeness.ts).
// 19. First look (issue #31): request → first preview image p50/p95 over 20 requests, on the local engine and on the
//     Replicate and fal doubles with their documented FLUX.1 Kontext [pro] latencies (scripts/bench-first-look.ts; also
//     run by `likeness`).
// `npm run bench -- vision jobs` runs only the named parts.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { spawnServer } from '@kadr/tests/support/spawn-server';

const root = new URL('..', import.meta.url).pathname;
async function coldStart() {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const server = await spawnServer();
    runs.push(server.startupMs);
    await server.stop();
  }
  console.log(`\nCold start of \`npm start\` (fresh PGlite data folder, migrations applied) to first /healthz answer: ${runs.map((r) => `${r} ms`).join(', ')}`);
}

function landingBundle() {
  const dist = process.env.CLIENT_DIST_DIR ?? join(root, 'client/dist');
  const manifestFile = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    console.log(`\nLanding route bundle: client not built (no ${manifestFile})`);
    return;
  }
  type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; src?: string; css?: string[] };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const landingKey = Object.keys(manifest).find((k) => /routes\/landing-page\.tsx$/.test(k));
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const i of manifest[key]!.imports ?? []) visit(i);
  };
  const weigh = () => {
    let raw = 0;
    let gz = 0;
    for (const key of seen) {
      const buf = readFileSync(join(dist, manifest[key]!.file));
      raw += buf.length;
      gz += gzipSync(buf, { level: 9 }).length;
    }
    return `${(raw / 1024).toFixed(1)} KiB raw, ${(gz / 1024).toFixed(1)} KiB gzipped`;
  };
  // What a visitor's public page runs before any interaction: the entry and the islands (client/src/islands.ts).
  visit(entryKey);
  console.log(`\nPublic page JavaScript before any interaction (${seen.size} chunks: entry and islands): ${weigh()} (issue #32: at most 100 KiB)`);
  // The app (app/start.tsx), which the entry loads for a signed-in visitor, an app screen or a press on a public page.
  const startKey = manifest[entryKey]!.dynamicImports?.find((k) => /app\/start\.tsx$/.test(k));
  if (startKey) visit(startKey);
  if (landingKey) visit(landingKey);
  console.log(`Landing route JavaScript with the app (${seen.size} chunks: entry${startKey ? ' + app start' : ''} + ${landingKey ?? 'no landing chunk found'}): ${weigh()}`);
}

const only = process.argv.slice(2);
const want = (name: string) => only.length === 0 || only.includes(name);
if (want('graphql')) await (await import('./bench-graphql')).benchGraphql();
if (want('gallery')) await (await import('./bench-gallery')).benchGallery();
if (want('cold-start')) await coldStart();
if (want('bundle') || want('lighthouse')) landingBundle();
if (want('vision')) await (await import('./bench-vision')).benchVision();
if (want('jobs')) await (await import('./bench-jobs')).benchJobPickup();
if (want('training')) await (await import('./bench-training')).benchLocalTraining();
if (want('headshots')) await (await import('./bench-headshots')).benchHeadshots();
if (want('engine-quality')) await (await import('./bench-engine-quality')).benchEngineQuality();
if (want('video')) await (await import('./bench-video')).benchVideo();
if (want('ledger')) await (await import('./bench-ledger')).benchLedger();
if (want('uploads')) {
  await (await import('./bench-uploads')).benchUploads();
  await (await import('./bench-uploads-browser')).benchUploadsInBrowser();
}
if (want('payments')) await (await import('./bench-payments')).benchPayments();
if (want('notifications')) await (await import('./bench-notifications')).benchNotifications();
if (want('api-keys')) await (await import('./bench-api-keys')).benchApiKeys();
if (want('lighthouse')) await (await import('./bench-lighthouse')).benchLighthouse();
if (want('style-previews')) await (await import('./bench-style-previews')).benchStylePreviews();
if (want('export')) await (await import('./bench-export')).benchExport();
if (want('providers')) await (await import('./bench-providers')).benchProviders();
if (want('likeness')) await (await import('./bench-likeness')).benchLikeness();
if (want('first-look') || want('likeness')) await (await import('./bench-first-look')).benchFirstLook();
process.exit(process.exitCode ?? 0);
