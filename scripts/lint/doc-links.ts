import { posix } from 'node:path';

/** A link in README.md or docs/ that does not lead to a file (or heading) of this repository. */
export interface DocLinkProblem {
  file: string;
  line: number;
  message: string;
}

/** A markdown file: its path from the repository root (with `/`) and its text. */
export interface DocFile {
  path: string;
  text: string;
}

interface Reference {
  target: string;
  line: number;
  /** A relative path written as code (`../x/y.md`), not a link: only checked for leaving the repository. */
  code: boolean;
}

const WEB = /^(https?|mailto):/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** The text's lines with fenced code blocks blanked, so that nothing in them counts as a link or a heading. */
function proseLines(text: string): string[] {
  let fence: string | null = null;
  return text.split('\n').map((line) => {
    const opens = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fence === null) {
      if (opens) {
        fence = opens[1]!;
        return '';
      }
      return line;
    }
    if (opens && opens[1]!.startsWith(fence[0]!) && opens[1]!.length >= fence.length) fence = null;
    return '';
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens; repeats get -1, -2… */
export function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(text)) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]!
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Inline links and images, autolinks, reference definitions, and relative paths written as code. */
function references(text: string): Reference[] {
  const found: Reference[] = [];
  // A link's text may wrap onto the next line, so the prose is searched whole; lines are counted by offset.
  const prose = proseLines(text).join('\n');
  const lineAt = (offset: number) => prose.slice(0, offset).split('\n').length;
  const code = /(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g;
  for (const match of prose.matchAll(code)) {
    const span = match[2]!.trim();
    if (/^\.\.?\/[^\s'"]*$/.test(span)) found.push({ target: span, line: lineAt(match.index), code: true });
  }
  // Code spans are blanked (keeping their length and line breaks) before links are looked for.
  const outsideCode = prose.replace(code, (span) => span.replace(/[^\n]/g, ' '));
  for (const match of outsideCode.matchAll(/\]\(\s*(<[^>]*>|[^)\s]*)(?:\s+("[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g)) {
    found.push({ target: match[1]!.replace(/^<|>$/g, ''), line: lineAt(match.index), code: false });
  }
  for (const match of outsideCode.matchAll(/<([a-z][a-z0-9+.-]*:[^\s>]*)>/gi)) {
    found.push({ target: match[1]!, line: lineAt(match.index), code: false });
  }
  for (const match of outsideCode.matchAll(/^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/gm)) {
    found.push({ target: match[1]!.replace(/^<|>$/g, ''), line: lineAt(match.index), code: false });
  }
  return found.sort((a, b) => a.line - b.line);
}

/**
 * Every link in `files` must lead into the repository: a relative path to a file that exists (`exists`, given the
 * path from the root), and to a heading of it when it names one (`#anchor`, for files among `files`). Web addresses
 * (http, https, mailto) are allowed; absolute paths, other schemes and paths that climb out of the repository are
 * not, nor are relative paths written as code that climb out of it (`../shared/…`). Every `docs/` file must be linked
 * from README.md, so the README's contents reach all of them.
 */
export function findDocLinkProblems(files: DocFile[], exists: (path: string) => boolean): DocLinkProblem[] {
  const problems: DocLinkProblem[] = [];
  const byPath = new Map(files.map((file) => [file.path, file]));
  const anchors = new Map<string, Set<string>>();
  const anchorsOf = (path: string) => {
    if (!anchors.has(path)) anchors.set(path, headingAnchors(byPath.get(path)!.text));
    return anchors.get(path)!;
  };
  const linkedFromReadme = new Set<string>();

  for (const file of files) {
    for (const ref of references(file.text)) {
      const report = (message: string) => problems.push({ file: file.path, line: ref.line, message });
      if (WEB.test(ref.target)) continue;
      if (SCHEME.test(ref.target)) {
        report(`link ${ref.target} leaves the repository (only relative links and web addresses)`);
        continue;
      }
      const [pathPart = '', anchor] = ref.target.split('#', 2);
      if (pathPart.startsWith('/')) {
        report(`link ${ref.target} is an absolute path: write it relative to ${file.path}`);
        continue;
      }
      let decoded = pathPart;
      try {
        decoded = decodeURIComponent(pathPart);
      } catch {
        // left as written: reported below as a missing file
      }
      const resolved = pathPart === '' ? file.path : posix.normalize(posix.join(posix.dirname(file.path), decoded));
      if (resolved === '..' || resolved.startsWith('../')) {
        report(`${ref.code ? 'path' : 'link'} ${ref.target} leads outside the repository`);
        continue;
      }
      if (ref.code) continue;
      const target = resolved.replace(/\/$/, '') || '.';
      if (!byPath.has(target) && !exists(target)) {
        report(`link ${ref.target} points at ${target}, which does not exist`);
        continue;
      }
      if (file.path === 'README.md') linkedFromReadme.add(target);
      if (anchor !== undefined && byPath.has(target) && !anchorsOf(target).has(anchor.toLowerCase())) {
        report(`link ${ref.target}: ${target} has no heading #${anchor}`);
      }
    }
  }
  for (const file of files) {
    if (file.path.startsWith('docs/') && !linkedFromReadme.has(file.path)) {
      problems.push({ file: file.path, line: 1, message: 'not linked from README.md (add it to the contents)' });
    }
  }
  return problems;
}
