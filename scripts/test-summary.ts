// Prints the suite's closing lines: seconds per tier, then 'N passed, N failed, N skipped', from vitest's JSON
// reports (one per tier) plus the checks that failed before them.
// Usage: test-summary.ts [--timings static=40,unit=200] report.json… -- [failed check…]
import { existsSync, readFileSync } from 'node:fs';

interface Report {
  /** False also for an error outside any test (an unhandled rejection), which no count shows. */
  success: boolean;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; status: string; message?: string }[];
}

const args = process.argv.slice(2);
let timings = '';
if (args[0] === '--timings') {
  timings = args[1] ?? '';
  args.splice(0, 2);
}
const dash = args.indexOf('--');
const files = (dash === -1 ? args : args.slice(0, dash)).filter((f) => existsSync(f));
const failedChecks = dash === -1 ? [] : args.slice(dash + 1).filter(Boolean);
const reports = files.map((f) => JSON.parse(readFileSync(f, 'utf8')) as Report);

if (timings) {
  const parts = timings.split(',').filter(Boolean).map((t) => t.split('='));
  const total = parts.reduce((sum, [, s]) => sum + Number(s), 0);
  console.log(`\ntime per tier: ${parts.map(([tier, s]) => `${tier} ${s} s`).join(', ')} (total ${total} s)`);
}
if (reports.length === 0 && failedChecks.length === 0 && !timings.includes('=')) {
  console.log('\nno test report was written');
  console.log('0 passed, 1 failed');
  process.exit(1);
}
const brokenFiles = reports.flatMap((r) => r.testResults.filter((t) => t.status === 'failed' && t.message));
for (const r of brokenFiles) console.log(`file failed: ${r.name}: ${r.message?.split('\n')[0]}`);
// A run that failed with every test passing: an error between tests (vitest prints it above).
const erroredRuns = reports.filter((r) => !r.success && r.numFailedTests === 0 && !r.testResults.some((t) => t.status === 'failed')).length;
if (erroredRuns) console.log(`${erroredRuns} vitest run(s) failed outside any test: see the errors above`);
for (const c of failedChecks) console.log(`check failed: ${c}`);
const sum = (pick: (r: Report) => number) => reports.reduce((n, r) => n + pick(r), 0);
const failed = sum((r) => r.numFailedTests) + failedChecks.length + brokenFiles.length + erroredRuns;
const passed = sum((r) => r.numPassedTests);
console.log(`\n${passed} passed, ${failed} failed, ${sum((r) => r.numPendingTests + r.numTodoTests)} skipped`);
process.exit(failed > 0 || (passed === 0 && failedChecks.length === 0 && reports.length > 0) ? 1 : 0);
