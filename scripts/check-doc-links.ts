// Checks the links of README.md and docs/*.md: each leads to a file (and heading) of this repository or is a web
// address, none climbs out of it, and every docs/ file is linked from the README. Prints `file:line message`; exits 1
// on any.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findDocLinkProblems } from './lint/doc-links';

const root = join(import.meta.dirname, '..');

function* markdownFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) yield* markdownFiles(path);
    else if (entry.name.endsWith('.md')) yield path;
  }
}

const paths = ['README.md', ...(existsSync(join(root, 'docs')) ? markdownFiles('docs') : [])];
const files = paths.map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
const problems = findDocLinkProblems(files, (path) => existsSync(join(root, path)));
for (const problem of problems) console.error(`${problem.file}:${problem.line} ${problem.message}`);
process.exit(problems.length > 0 ? 1 : 0);
