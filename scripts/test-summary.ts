// Prints the suite's closing line, 'N passed, N failed', from vitest's JSON report plus the pre-test checks.
import { existsSync, readFileSync } from 'node:fs';

const [file = 'test-results/vitest.json', failedChecksArg = '0', ...failedChecks] = process.argv.slice(2);
const report = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as {
  numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number;
  numFailedTestSuites: number; testResults: { name: string; status: string; message?: string }[];
}) : null;

const checksFailed = Number(failedChecksArg);
if (!report) {
  console.log(`\nno test report was written`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}
const brokenFiles = report.testResults.filter((r) => r.status === 'failed' && r.message);
for (const r of brokenFiles) console.log(`file failed: ${r.name}: ${r.message?.split('\n')[0]}`);
for (const c of failedChecks) console.log(`check failed: ${c}`);
const failed = report.numFailedTests + checksFailed + brokenFiles.length;
const passed = report.numPassedTests;
console.log(`\n${passed} passed, ${failed} failed, ${report.numPendingTests + report.numTodoTests} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
