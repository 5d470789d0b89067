// Project lint checks that TypeScript cannot make. Prints each problem as `file:line message`; exits 1 on any.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { diskTree, findBoundaryProblems } from './lint/boundaries';
import { findEffectReturnProblems } from './lint/effect-returns';

const root = join(import.meta.dirname, '..');

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['gql', 'generated', 'node_modules'].includes(entry.name)) yield* sourceFiles(path);
    } else if (/\.tsx?$/.test(entry.name)) {
      yield path;
    }
  }
}

const clientFiles = [...sourceFiles(join(root, 'client', 'src'))];
const codeFiles = [
  ...['client', 'core', 'server', 'workflows'].flatMap((part) => [...sourceFiles(join(root, part, 'src'))]),
  // The tests and scripts: held to the rule that another part is imported by its package name, not by `../`.
  ...['tests', 'scripts'].flatMap((part) => [...sourceFiles(join(root, part))]),
];
const problems = [
  ...clientFiles.flatMap((path) => findEffectReturnProblems(relative(root, path), readFileSync(path, 'utf8'))),
  ...findBoundaryProblems(diskTree(root, codeFiles.map((path) => relative(root, path)), (path) => readFileSync(path, 'utf8'))),
];
for (const problem of problems) console.error(`${problem.file}:${problem.line} ${problem.message}`);
// Not process.exit(): exiting at once while oxc-parser's native threads are up hung about one run in seven (Node 24,
// under tsx: the main thread left waiting on a futex after the last line); letting the process end on its own did not
// hang in 30 runs.
process.exitCode = problems.length > 0 ? 1 : 0;
