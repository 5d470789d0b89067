// Project lint checks that TypeScript cannot make. Prints each problem as `file:line message`; exits 1 on any.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { findEffectReturnProblems } from './lint/effect-returns';

const root = join(import.meta.dirname, '..');

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'gql' && entry.name !== 'node_modules') yield* sourceFiles(path);
    } else if (/\.tsx?$/.test(entry.name)) {
      yield path;
    }
  }
}

const problems = [...sourceFiles(join(root, 'client', 'src'))].flatMap((path) =>
  findEffectReturnProblems(relative(root, path), readFileSync(path, 'utf8')),
);
for (const problem of problems) console.error(`${problem.file}:${problem.line} ${problem.message}`);
process.exit(problems.length > 0 ? 1 : 0);
