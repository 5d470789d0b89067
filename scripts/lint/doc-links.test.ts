import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findDocLinkProblems, headingAnchors } from './doc-links';

const onDisk = new Set(['README.md', 'docs', 'docs/payments.md', 'server/src/main.ts']);
const check = (files: Record<string, string>) =>
  findDocLinkProblems(
    Object.entries(files).map(([path, text]) => ({ path, text })),
    (path) => onDisk.has(path),
  ).map((p) => `${p.file}:${p.line} ${p.message}`);
const readme = '# Kadr\n\n## Contents\n\n- [Payments](docs/payments.md)\n';
const payments = '# Payments\n\n## What runs for real, and the sandbox\n\nText.\n';

describe('documentation links', () => {
  it('accepts relative links to files and headings of the repository, anchors within a file, and web addresses', () => {
    const docs = {
      'README.md': readme + 'See [the sandbox](docs/payments.md#what-runs-for-real-and-the-sandbox), [up](#contents).\n',
      'docs/payments.md':
        payments +
        'From [the README](../README.md#contents), [the\nentry](../server/src/main.ts), <http://localhost>,\n' +
        '[Stripe](https://stripe.com/docs "Stripe"), [docs](./) and `../server/src/main.ts` as code.\n',
    };
    expect(check(docs)).toEqual([]);
  });

  it('flags links and code paths that climb out of the repository (the old README named ../shared/design/…)', () => {
    expect(
      check({
        'README.md': readme + 'See `../shared/design/architecture.md` for the decisions, or [this](../shared/x.md).\n',
        'docs/payments.md': payments + 'From [notes](../../shared/notes/platform.md) and [home](file:///etc/passwd).\n',
      }),
    ).toEqual([
      'README.md:6 path ../shared/design/architecture.md leads outside the repository',
      'README.md:6 link ../shared/x.md leads outside the repository',
      'docs/payments.md:6 link ../../shared/notes/platform.md leads outside the repository',
      'docs/payments.md:6 link file:///etc/passwd leaves the repository (only relative links and web addresses)',
    ]);
  });

  it('flags links to missing files, absolute paths, and headings the target lacks', () => {
    expect(
      check({
        'README.md': readme + '[ops](docs/operations.md), [abs](/docs/payments.md), [x](docs/payments.md#what-to-scale)\n',
        'docs/payments.md': payments + '[self](#no-such-heading) [readme](README.md)\n',
      }),
    ).toEqual([
      'README.md:6 link docs/operations.md points at docs/operations.md, which does not exist',
      'README.md:6 link /docs/payments.md is an absolute path: write it relative to README.md',
      'README.md:6 link docs/payments.md#what-to-scale: docs/payments.md has no heading #what-to-scale',
      'docs/payments.md:6 link #no-such-heading: docs/payments.md has no heading #no-such-heading',
      'docs/payments.md:6 link README.md points at docs/README.md, which does not exist',
    ]);
  });

  it('flags a docs/ file the README does not link to', () => {
    expect(check({ 'README.md': '# Kadr\n', 'docs/payments.md': payments })).toEqual([
      'docs/payments.md:1 not linked from README.md (add it to the contents)',
    ]);
  });

  it('ignores links inside code: fenced blocks and code spans', () => {
    const docs = {
      'README.md': readme + '```md\n[gone](../gone.md)\n# fill in\n```\n`[gone](../gone.md)`\n',
      'docs/payments.md': payments,
    };
    expect(check(docs)).toEqual([]);
  });

  it("makes headings' anchors as GitHub does", () => {
    expect([...headingAnchors('# Operations: logs, health, metrics\n## What to scale, and when\n## `me` p99\n## Logs\n## Logs\n')]).toEqual([
      'operations-logs-health-metrics',
      'what-to-scale-and-when',
      'me-p99',
      'logs',
      'logs-1',
    ]);
  });

  it('passes on the README and docs/ of this repository', () => {
    const root = join(import.meta.dirname, '..', '..');
    expect(() => execFileSync(process.execPath, ['--import', 'tsx', 'scripts/check-doc-links.ts'], { cwd: root, stdio: 'pipe' })).not.toThrow();
  });
});
