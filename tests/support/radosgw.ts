// A throwaway single-node Ceph cluster serving S3 (radosgw) for the tests: 1 monitor, 1 BlueStore OSD on a
// sparse file, no cephx, everything on 127.0.0.1 and inside one temp folder. Starts in about 3 s.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './spawn-server';

export interface S3Settings {
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface Radosgw extends S3Settings {
  startupMs: number;
  stop(): Promise<void>;
}

const BINARIES = ['ceph-mon', 'ceph-osd', 'radosgw', 'radosgw-admin', 'ceph', 'monmaptool'];
const PACKAGES = ['ceph-mon', 'ceph-osd', 'radosgw', 'ceph-common'];
// Created up front (one `ceph` session, while the OSD formats) instead of one by one by radosgw.
const POOLS = ['.rgw.root', 'default.rgw.log', 'default.rgw.control', 'default.rgw.meta', 'default.rgw.buckets.index', 'default.rgw.buckets.data', 'default.rgw.buckets.non-ec'];

const run = promisify(execFile);
const missingBinaries = () => BINARIES.filter((b) => spawnSync('sh', ['-c', `command -v ${b}`]).status !== 0);

function ensureInstalled(): void {
  if (missingBinaries().length === 0) return;
  if (process.getuid?.() === 0) {
    console.log(`[tests] installing ${PACKAGES.join(' ')} from apt`);
    execFileSync('bash', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${PACKAGES.join(' ')} >/dev/null`], { stdio: 'inherit' });
  }
  const missing = missingBinaries();
  if (missing.length) throw new Error(`Ceph is not installed (missing ${missing.join(', ')}): install ${PACKAGES.join(' ')}, or set S3_TEST_ENDPOINT`);
}

function config(dir: string, fsid: string, monPort: number, rgwPort: number): string {
  return `[global]
fsid = ${fsid}
mon host = v2:127.0.0.1:${monPort}
mon initial members = a
ms bind msgr1 = false
public network = 127.0.0.1/32
auth cluster required = none
auth service required = none
auth client required = none
# radosgw asks for "secure" monitor connections by default, which auth none cannot give.
ms mon client mode = crc
ms client mode = crc
ms service mode = crc
ms cluster mode = crc
ms mon service mode = crc
ms mon cluster mode = crc
keyring = /dev/null
# One replica, one placement group per pool: a single OSD holds everything.
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 1
osd pool default pgp num = 1
osd pool default pg autoscale mode = off
osd crush chooseleaf type = 0
mon allow pool size one = true
mon warn on pool no redundancy = false
mon data avail warn = 1
# Map changes commit at once (default: batched every second), objecter notices a booted OSD within 0.2 s.
paxos propose interval = 0.01
paxos min wait = 0.001
objecter tick interval = 0.2
run dir = ${dir}/run
pid file = ${dir}/run/$name.pid
admin socket = ${dir}/run/$name.asok
log file = ${dir}/log/$name.log
crash dir = ${dir}/crash
[mon]
mon data = ${dir}/mon
[osd]
osd data = ${dir}/osd
osd objectstore = bluestore
bluestore block create = true
bluestore block size = 10737418240
bluestore fsck on mkfs = false
bluestore fsck on mount = false
bluestore fsck on umount = false
bluestore cache autotune = false
bluestore cache size = 67108864
# Closing the block device waits one AIO poll (default 250 ms); mkfs and start do it several times.
bdev aio poll ms = 10
osd op num shards = 1
osd op num threads per shard = 2
[client.rgw]
rgw frontends = beast endpoint=127.0.0.1:${rgwPort} tcp_nodelay=1
rgw data = ${dir}/rgw
`;
}

/** Processes started from a cluster under `dir` (each was given `-c <dir>/…/ceph.conf`). */
function processesUnder(dir: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const argv = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (argv.some((arg) => arg.startsWith(`${dir}/`) && arg.endsWith('ceph.conf'))) pids.push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return pids;
}

/** Kills the cluster's daemons (it is throwaway: no clean shutdown needed) and removes its folder. */
export async function destroyCluster(dir: string): Promise<void> {
  const pids = processesUnder(dir);
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  const deadline = Date.now() + 5000;
  while (processesUnder(dir).length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  rmSync(dir, { recursive: true, force: true });
}

function logTail(dir: string): string {
  try {
    return readdirSync(join(dir, 'log'))
      .map((f) => `--- ${f}\n${readFileSync(join(dir, 'log', f), 'utf8').split('\n').slice(-15).join('\n')}`)
      .join('\n');
  } catch {
    return '(no logs)';
  }
}

async function waitForHttp(url: string, dir: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) }).catch(() => null);
    if (res) {
      await res.body?.cancel();
      return;
    }
    if (Date.now() > deadline) throw new Error(`radosgw did not answer on ${url} within ${timeoutMs / 1000} s\n${logTail(dir)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Starts a cluster in `dir` (created; must not hold another cluster) and an S3 user with fresh keys. */
export async function startRadosgw(dir: string): Promise<Radosgw> {
  ensureInstalled();
  const started = Date.now();
  for (const sub of ['mon', 'osd', 'run', 'log', 'rgw', 'crash']) mkdirSync(join(dir, sub), { recursive: true });
  const [monPort, rgwPort] = [await freePort(), await freePort()];
  const fsid = randomUUID();
  const conf = join(dir, 'ceph.conf');
  writeFileSync(conf, config(dir, fsid, monPort, rgwPort));
  const ceph = (cmd: string, args: string[], input?: string) => {
    const child = run(cmd, ['-c', conf, ...args], { timeout: 60_000, env: { PATH: process.env.PATH ?? '/usr/bin:/bin' } });
    if (input !== undefined) child.child.stdin?.end(input);
    return child;
  };
  try {
    await run('monmaptool', ['--create', '--fsid', fsid, '--addv', 'a', `[v2:127.0.0.1:${monPort}]`, join(dir, 'monmap')]);
    await ceph('ceph-mon', ['--mkfs', '-i', 'a', '--monmap', join(dir, 'monmap')]);
    await ceph('ceph-mon', ['-i', 'a']); // returns once the monitor has forked into the background
    const osdUuid = randomUUID();
    const commands = [`osd new ${osdUuid} 0`, ...POOLS.flatMap((p) => [`osd pool create ${p} 1 1`, `osd pool application enable ${p} rgw`])];
    await Promise.all([ceph('ceph', [], commands.join('\n') + '\n'), ceph('ceph-osd', ['-i', '0', '--mkfs', '--osd-uuid', osdUuid])]);
    await ceph('ceph-osd', ['-i', '0']);
    await ceph('radosgw', ['-n', 'client.rgw']);
    const endpoint = `http://127.0.0.1:${rgwPort}`;
    await waitForHttp(endpoint, dir, 60_000);
    const accessKeyId = `KADR${randomBytes(8).toString('hex').toUpperCase()}`;
    const secretAccessKey = randomBytes(30).toString('base64url');
    await ceph('radosgw-admin', ['user', 'create', '--uid=kadr-tests', '--display-name=Kadr tests', `--access-key=${accessKeyId}`, `--secret-key=${secretAccessKey}`]);
    return { endpoint, accessKeyId, secretAccessKey, startupMs: Date.now() - started, stop: () => destroyCluster(dir) };
  } catch (err) {
    const message = `could not start radosgw: ${err instanceof Error ? err.message : String(err)}\n${logTail(dir)}`;
    await destroyCluster(dir);
    throw new Error(message);
  }
}
