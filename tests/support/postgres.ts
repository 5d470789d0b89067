// Finds a PostgreSQL server for the tests, or starts a throwaway one. Order: TEST_DATABASE_URL, the local
// service on 127.0.0.1:5432 (present on dev and CI machines), else a fresh cluster from Debian's packages
// (installed with apt when running as root and missing).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface TestPostgres {
  /** URL of the server's maintenance database; tests create their own databases next to it. */
  url: string;
  stop(): Promise<void>;
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function pgBinDir(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(join(base, v, 'bin/initdb'))) return join(base, v, 'bin');
  return null;
}

export async function findOrStartPostgres(): Promise<TestPostgres> {
  const candidates = [process.env.TEST_DATABASE_URL, 'postgresql://postgres@127.0.0.1:5432/postgres'].filter(Boolean) as string[];
  for (const url of candidates) if (await reachable(url)) return { url, stop: async () => {} };

  let bin = pgBinDir();
  if (!bin && process.getuid?.() === 0) {
    console.log('[tests] installing postgresql from apt');
    execFileSync('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null'], { stdio: 'inherit' });
    bin = pgBinDir();
  }
  if (!bin) throw new Error('No PostgreSQL reachable and none installable: set TEST_DATABASE_URL or install postgresql');

  const dir = mkdtempSync(join(tmpdir(), 'kadr-pg-'));
  chmodSync(dir, 0o777);
  const port = 20000 + Math.floor(Math.random() * 20000);
  // initdb refuses to run as root: run the cluster as the postgres user when we are root.
  const asPg = (cmd: string[]) =>
    process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--', ...cmd] : cmd;
  const run = (cmd: string[]) => {
    const [exe, ...args] = asPg(cmd);
    const r = spawnSync(exe!, args, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd.join(' ')} failed: ${r.stderr || r.stdout}`);
  };
  run([join(bin, 'initdb'), '-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync']);
  run([join(bin, 'pg_ctl'), '-D', join(dir, 'data'), '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  const url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    stop: async () => run([join(bin, 'pg_ctl'), '-D', join(dir, 'data'), '-m', 'immediate', 'stop']),
  };
}

export const databaseUrl = (serverUrl: string, name: string) => {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
};
