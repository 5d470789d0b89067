import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../env';
import { readMigrations } from './migrate';
import { splitSqlStatements } from './split-sql';

describe('splitSqlStatements', () => {
  it('splits at the semicolons that end statements and drops empty ones', () => {
    expect(splitSqlStatements('CREATE TABLE a (id int);\n\n;SELECT 1;  ')).toEqual(['CREATE TABLE a (id int)', 'SELECT 1']);
    expect(splitSqlStatements('SELECT 1')).toEqual(['SELECT 1']);
  });

  it('keeps a dollar-quoted function body whole, with or without a tag', () => {
    const fn = `CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'no; never';
  RETURN NULL;
END;
$$`;
    const tagged = `CREATE FUNCTION g() RETURNS int LANGUAGE plpgsql AS $body$ BEGIN RETURN 1; END; $body$`;
    expect(splitSqlStatements(`${fn};\nCREATE TRIGGER t BEFORE DELETE ON x FOR EACH ROW EXECUTE FUNCTION f();\n${tagged};`)).toEqual([
      fn,
      'CREATE TRIGGER t BEFORE DELETE ON x FOR EACH ROW EXECUTE FUNCTION f()',
      tagged,
    ]);
  });

  it('does not take a $$ inside another tag, or a positional parameter, for a quote', () => {
    const nested = `DO $outer$ BEGIN EXECUTE $$SELECT ';'$$; END $outer$`;
    expect(splitSqlStatements(`${nested}; SELECT $1, a$b FROM t;`)).toEqual([nested, 'SELECT $1, a$b FROM t']);
  });

  it('ignores semicolons in strings, escaped strings, quoted identifiers and comments', () => {
    const script = [
      `INSERT INTO t VALUES ('a;b', 'it''s; fine', E'back\\'slash;')`,
      `SELECT "odd;name" FROM t -- trailing; comment\nWHERE x = 1`,
      `/* block; /* nested; */ still comment; */ SELECT 2`,
    ].join(';\n');
    expect(splitSqlStatements(script)).toEqual([
      `INSERT INTO t VALUES ('a;b', 'it''s; fine', E'back\\'slash;')`,
      `SELECT "odd;name" FROM t -- trailing; comment\nWHERE x = 1`,
      `/* block; /* nested; */ still comment; */ SELECT 2`,
    ]);
  });

  it('leaves out comment-only pieces', () => {
    expect(splitSqlStatements('-- just a note;\n/* and; another */ ;\nSELECT 1;\n-- end')).toEqual(['SELECT 1']);
  });

  it('keeps the append-only trigger migration whole: its function body is one statement', () => {
    const migration = readMigrations(join(projectRoot, 'prisma/migrations')).find((m) => m.name.endsWith('_audit_log_append_only'));
    expect(migration).toBeDefined();
    const statements = splitSqlStatements(migration!.sql);
    const fn = statements.find((s) => /CREATE (OR REPLACE )?FUNCTION/i.test(s));
    expect(fn).toMatch(/\$\$[\s\S]*RAISE EXCEPTION[\s\S]*\$\$$/);
    expect(statements.every((s) => !/^\s*(BEGIN|END|RAISE|RETURN)\b/i.test(s.replace(/^(--.*\n)+/, '')))).toBe(true);
  });
});
