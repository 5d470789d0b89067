// Import boundaries between the parts of the codebase (architecture: who may stand on whom):
//
//   client/src ──▶ client/src only (the browser never loads server code)
//   core/src   ──▶ core/src only (what server and workflows both stand on: database, store, queue, pub/sub,
//                  ledger, vision, catalogues, costs, object keys, media keys, and each job's input, limits and
//                  failure wording in core/src/jobs)
//   workflows  ──▶ workflows, core (never the app in server/)
//   server/src ──▶ server, core; only the composition root (the files that start the runners and workers) imports
//                  workflows, job contracts included: what a use case shares with a job is core's
//   a Temporal workflow's bundle (every file a *.workflow.ts reaches by value imports) holds workflow,
//                  pipeline and contract files and pure core modules: no engine, runner, I/O or app code
//   server/src/dev (the dev mailbox, the Stripe sandbox) ──▶ imported only by the composition root, which mounts it
//                  as a plugin the app does not know by name
//   client features ──▶ another feature only through its public entry (features/<name>/index.ts)
//   no import cycles, type-only imports included (a type loop is a dependency loop for a reader and a compiler)
//   an import from one part into another (core, server, workflows, client, tests, scripts: each an npm workspace)
//                  goes by the part's package name (`@kadr/core/ledger/hold-credits`), never by a `../` path out of the part
import { existsSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { parseSync } from 'oxc-parser';

export interface BoundaryProblem {
  file: string;
  line: number;
  message: string;
}

/** Files that wire runners and workers into the app (pg-boss or Temporal), and the style-preview process's entry, which runs the local engine's renderer; nothing else in server/ may. */
export const COMPOSITION_ROOT = new Set(['server/src/main.ts', 'server/src/worker.ts', 'server/src/services.ts', 'server/src/job-engines.ts', 'server/src/style-preview-process.ts']);

/** Packages a workflow bundle may import (Temporal's sandbox API). */
const WORKFLOW_PACKAGES = /^@temporalio\/(workflow|common)$/;

interface ImportRef {
  specifier: string;
  /** Repo-relative path of the imported file, for a relative specifier or a part's package name that resolves. */
  target: string | null;
  /** Erased at compile time: `import type` / `export type`, or every named binding is a type. */
  typeOnly: boolean;
  line: number;
}

export interface SourceTree {
  /** Repo-relative paths. */
  files: Iterable<string>;
  read(path: string): string;
  /** Whether a repo-relative path is a file (to resolve `./x` to `x.ts`, `x.tsx` or `x/index.ts`). */
  isFile(path: string): boolean;
}

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * The parts' package names (npm workspaces) and the folders their names map onto: each part's package.json exports
 * `./*` as `<folder>/*.ts` (and `./*.tsx`, `./*.json` as they are), so `@kadr/core/ledger/hold-credits` is
 * `core/src/ledger/hold-credits.ts`. boundaries.test.ts checks this against the package.json files.
 */
export const PACKAGES: Readonly<Record<string, string>> = {
  '@kadr/core': 'core/src',
  '@kadr/server': 'server/src',
  '@kadr/workflows': 'workflows/src',
  '@kadr/client': 'client/src',
  '@kadr/tests': 'tests',
  '@kadr/scripts': 'scripts',
};

/** The part (workspace) a repo-relative path belongs to, or null for the root's own files. */
const partOf = (path: string) => /^(core|server|workflows|client|tests|scripts)\//.exec(path)?.[1] ?? null;

/** Whether a specifier names one of the parts' packages (resolved to a file of the repository, not node_modules). */
const isPartPackage = (specifier: string) => /^@kadr\/[^/]+\//.test(specifier) && specifier.slice(0, specifier.indexOf('/', 6)) in PACKAGES;

/** The file a part's package name maps onto, as its package.json's exports do, or null. */
function packageTarget(specifier: string, isFile: (p: string) => boolean): string | null {
  if (!isPartPackage(specifier)) return null;
  const slash = specifier.indexOf('/', 6);
  const base = `${PACKAGES[specifier.slice(0, slash)]}/${specifier.slice(slash + 1)}`;
  const file = /\.(tsx|json)$/.test(base) ? base : `${base}.ts`;
  return isFile(file) ? file : null;
}

function lineAt(source: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < source.length; i++) if (source.charCodeAt(i) === 10) line++;
  return line;
}

export function importsOf(path: string, source: string, isFile: (p: string) => boolean): ImportRef[] {
  const { module } = parseSync(path, source);
  const refs: ImportRef[] = [];
  const add = (specifier: string, typeOnly: boolean, offset: number) => {
    let target: string | null = null;
    if (specifier.startsWith('.')) {
      const base = normalize(join(dirname(path), specifier));
      target = EXTENSIONS.map((ext) => base + ext).find(isFile) ?? null;
    } else {
      target = packageTarget(specifier, isFile);
    }
    refs.push({ specifier, target, typeOnly, line: lineAt(source, offset) });
  };
  for (const i of module.staticImports) {
    const typeOnly = source.slice(i.start, i.start + 12).startsWith('import type') || (i.entries.length > 0 && i.entries.every((e) => e.isType));
    add(i.moduleRequest.value, typeOnly, i.start);
  }
  for (const e of module.staticExports) {
    for (const entry of e.entries) {
      if (entry.moduleRequest) add(entry.moduleRequest.value, entry.isType, e.start);
    }
  }
  for (const d of module.dynamicImports) {
    const text = source.slice(d.moduleRequest.start, d.moduleRequest.end);
    const literal = /^['"`]([^'"`]+)['"`]$/.exec(text);
    if (literal) add(literal[1]!, false, d.start);
  }
  return refs;
}

const area = (path: string) => /^(client\/src|core\/src|server\/src|workflows\/src|tests|scripts)\//.exec(path)?.[1] ?? 'other';
const isTest = (path: string) => /\.test\.tsx?$/.test(path) || /\/(__fixtures__|test-support)\//.test(path) || /test-support\.ts$/.test(path);
const feature = (path: string) => /^client\/src\/features\/([^/]+)\//.exec(path)?.[1] ?? null;

/** A `../` path out of one part into another: the other part is imported by its package name. */
function crossesByPath(from: string, ref: ImportRef): string | null {
  const to = ref.target;
  if (!to || !ref.specifier.startsWith('.') || !partOf(to) || partOf(from) === partOf(to)) return null;
  const name = Object.entries(PACKAGES).find(([, dir]) => to.startsWith(`${dir}/`))?.[0];
  return `imports ${to} from another part with a relative path ("${ref.specifier}"): ${
    name ? `import it by its package name, ${name}/${to.slice(PACKAGES[name]!.length + 1).replace(/\.ts$/, '')}` : `another part is imported only from ${Object.values(PACKAGES).join(', ')}, by its package name`
  }`;
}

/** The rule a single import breaks, or null. */
function ruleBroken(from: string, ref: ImportRef): string | null {
  const to = ref.target;
  if (!to) return null;
  const fromArea = area(from);
  const toArea = area(to);
  if (fromArea === 'client/src') {
    // The catalogue (prices, styles) is one source for the server and the pages that show it: pure data, no I/O.
    if (to.startsWith('core/src/catalogue/')) return null;
    if (toArea !== 'client/src') return `the client imports ${to}: the browser bundle may only hold client/src and core/src/catalogue`;
    const [a, b] = [feature(from), feature(to)];
    if (a && b && a !== b && !/^client\/src\/features\/[^/]+\/index\.tsx?$/.test(to)) {
      return `feature "${a}" reaches into feature "${b}" (${to}): import it from features/${b} (its index.ts)`;
    }
    return null;
  }
  if (fromArea === 'core/src') {
    if (from.startsWith('core/src/catalogue/') && !isTest(from) && !to.startsWith('core/src/catalogue/')) {
      return `the catalogue imports ${to}: it is read by the browser too, so it stands on nothing but itself`;
    }
    if (toArea !== 'core/src' && !(isTest(from) && toArea === 'tests')) return `core imports ${to}: core stands on nothing of the app or the workflows`;
    return null;
  }
  if (fromArea === 'workflows/src') {
    if (toArea === 'server/src') return `workflows import app code (${to}): move what both need into core/src`;
    if (toArea === 'client/src') return `workflows import client code (${to})`;
    return null;
  }
  if (fromArea === 'server/src') {
    if (toArea === 'client/src') return `the server imports client code (${to})`;
    if (to.startsWith('server/src/dev/') && !from.startsWith('server/src/dev/') && !COMPOSITION_ROOT.has(from) && !isTest(from)) {
      return `the server imports the dev surface ${to}: only the composition root (${[...COMPOSITION_ROOT].join(', ')}) mounts it, as one of createApp's plugins`;
    }
    if (toArea === 'workflows/src' && !COMPOSITION_ROOT.has(from) && !isTest(from)) {
      return `the server imports ${to}: only the composition root (${[...COMPOSITION_ROOT].join(', ')}) imports workflows; what a use case shares with a job (its input, limits, keys) belongs in core/src`;
    }
    return null;
  }
  return null;
}

/** Files a workflow bundle may hold, apart from pure core modules. */
const WORKFLOW_BUNDLE_FILE = /^workflows\/src\/(generation|training)\/([\w-]+\.(workflow|pipeline|contract)|[\w-]+-workflow-steps)\.ts$/;

function workflowBundleProblems(tree: Map<string, ImportRef[]>, sources: SourceTree): BoundaryProblem[] {
  const problems: BoundaryProblem[] = [];
  for (const entry of tree.keys()) {
    if (!/^workflows\/src\/.*\.workflow\.ts$/.test(entry) || entry.includes('__fixtures__')) continue;
    const seen = new Set<string>([entry]);
    const queue = [entry];
    while (queue.length) {
      const file = queue.shift()!;
      for (const ref of tree.get(file) ?? importsOf(file, sources.read(file), sources.isFile)) {
        if (ref.typeOnly) continue;
        if (!ref.specifier.startsWith('.') && !isPartPackage(ref.specifier)) {
          if (!WORKFLOW_PACKAGES.test(ref.specifier)) {
            problems.push({ file, line: ref.line, message: `the ${entry} bundle imports the package "${ref.specifier}": a workflow runs in Temporal's sandbox (only @temporalio/workflow)` });
          }
          continue;
        }
        const to = ref.target;
        if (!to || seen.has(to)) continue;
        seen.add(to);
        if (!WORKFLOW_BUNDLE_FILE.test(to) && area(to) !== 'core/src') {
          problems.push({ file, line: ref.line, message: `the ${entry} bundle pulls in ${to}: a workflow imports only contracts, pipelines and pure core code` });
          continue;
        }
        queue.push(to);
      }
    }
  }
  return problems;
}

/**
 * Import cycles, type-only imports included: erased at run time, a type import still ties the two files together for
 * whoever reads or changes them (a contract typed in the file that builds it loops back through every use case).
 */
function cycleProblems(tree: Map<string, ImportRef[]>): BoundaryProblem[] {
  const problems: BoundaryProblem[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const reported = new Set<string>();
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const ref of tree.get(file) ?? []) {
      if (!ref.target || !tree.has(ref.target)) continue;
      const s = state.get(ref.target);
      if (s === 'open') {
        const cycle = stack.slice(stack.indexOf(ref.target));
        const key = [...cycle].sort().join('|');
        if (!reported.has(key)) {
          reported.add(key);
          problems.push({ file, line: ref.line, message: `import cycle: ${[...cycle, ref.target].join(' → ')}` });
        }
      } else if (!s) {
        visit(ref.target);
      }
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of [...tree.keys()].sort()) if (!state.has(file)) visit(file);
  return problems;
}

export function findBoundaryProblems(sources: SourceTree): BoundaryProblem[] {
  const tree = new Map<string, ImportRef[]>();
  for (const file of sources.files) tree.set(file, importsOf(file, sources.read(file), sources.isFile));
  const problems: BoundaryProblem[] = [];
  for (const [file, refs] of tree) {
    for (const ref of refs) {
      for (const broken of [crossesByPath(file, ref), ruleBroken(file, ref)]) {
        if (broken) problems.push({ file, line: ref.line, message: broken });
      }
    }
  }
  // Only code that ships: test files may import across (fixtures, factories).
  const shipped = new Map([...tree].filter(([file]) => !isTest(file) && area(file) !== 'tests' && area(file) !== 'scripts'));
  return [...problems, ...workflowBundleProblems(tree, sources), ...cycleProblems(shipped)];
}

/** The repo's files as a SourceTree (paths relative to `root`). */
export function diskTree(root: string, files: string[], read: (path: string) => string): SourceTree {
  return {
    files,
    read: (path) => read(join(root, path)),
    isFile: (path) => existsSync(join(root, path)) && statSync(join(root, path)).isFile(),
  };
}
