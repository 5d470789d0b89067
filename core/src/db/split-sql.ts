/**
 * Splits a SQL script into its statements at the `;` that end them, as PostgreSQL's own lexer would: a `;` inside
 * a string ('…', E'…' with backslash escapes), a quoted identifier ("…"), a dollar-quoted body ($$…$$, $fn$…$fn$)
 * or a comment (-- … and nested /* … *\/) does not end a statement. Statements are trimmed; empty ones (and
 * comment-only ones) are left out. Splitting a migration on every `;` breaks function bodies (`$$ … ; … $$`).
 */
export function splitSqlStatements(script: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let hasCode = false;
  let i = 0;
  const push = (end: number) => {
    const text = script.slice(start, end).trim();
    if (text && hasCode) statements.push(text);
    start = end + 1;
    hasCode = false;
  };
  while (i < script.length) {
    const ch = script[i]!;
    const next = script[i + 1];
    if (ch === '-' && next === '-') {
      const end = script.indexOf('\n', i);
      i = end === -1 ? script.length : end + 1;
    } else if (ch === '/' && next === '*') {
      i = endOfBlockComment(script, i);
    } else if (ch === "'") {
      const escapes = i > 0 && /[eE]/.test(script[i - 1]!) && !/[\w$]/.test(script[i - 2] ?? '');
      i = endOfQuoted(script, i, "'", escapes);
      hasCode = true;
    } else if (ch === '"') {
      i = endOfQuoted(script, i, '"', false);
      hasCode = true;
    } else if (ch === '$' && !/[\w$]/.test(script[i - 1] ?? '')) {
      const tag = /^\$([A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*)?\$/.exec(script.slice(i))?.[0];
      if (tag) {
        const end = script.indexOf(tag, i + tag.length);
        i = end === -1 ? script.length : end + tag.length;
      } else i++;
      hasCode = true;
    } else if (ch === ';') {
      push(i);
      i++;
    } else {
      if (!/\s/.test(ch)) hasCode = true;
      i++;
    }
  }
  push(script.length);
  return statements;
}

/** The index after a quoted string or identifier opened at `i`; a doubled quote stays inside, as may `\'` with E''. */
function endOfQuoted(script: string, i: number, quote: string, backslashEscapes: boolean): number {
  let j = i + 1;
  while (j < script.length) {
    const ch = script[j]!;
    if (backslashEscapes && ch === '\\') j += 2;
    else if (ch === quote && script[j + 1] === quote) j += 2;
    else if (ch === quote) return j + 1;
    else j++;
  }
  return script.length;
}

/** The index after a block comment opened at `i` (PostgreSQL's nest). */
function endOfBlockComment(script: string, i: number): number {
  let depth = 0;
  let j = i;
  while (j < script.length) {
    if (script[j] === '/' && script[j + 1] === '*') {
      depth++;
      j += 2;
    } else if (script[j] === '*' && script[j + 1] === '/') {
      depth--;
      j += 2;
      if (depth === 0) return j;
    } else j++;
  }
  return script.length;
}
