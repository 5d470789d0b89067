import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { destroyCluster } from './radosgw';

const RUN_DIR = /^kadr-rgw-(\d+)-/;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Gives the run a folder for its S3 server, but starts nothing: the first test file that needs S3 starts the
 * cluster there (tests/support/s3.ts), so runs without such a file pay nothing. Teardown kills whatever was
 * started and removes the folder. Clusters left by a killed run (owner process gone) are removed first.
 */
export default async function setup(project: TestProject) {
  for (const name of readdirSync(tmpdir())) {
    const owner = RUN_DIR.exec(name)?.[1];
    if (owner && !alive(Number(owner))) await destroyCluster(join(tmpdir(), name));
  }
  const runDir = mkdtempSync(join(tmpdir(), `kadr-rgw-${process.pid}-`));
  project.provide('rgwRunDir', runDir);
  return () => destroyCluster(runDir);
}

declare module 'vitest' {
  export interface ProvidedContext {
    rgwRunDir: string;
  }
}
