// A pool process for process-pool.test.ts: prepares for POOL_TEST_PREPARE_MS (as a photo-check process loads its face
// models), then answers each task with its pid after the task's `ms`; `crash` ends the process mid-task.
import { setTimeout as sleep } from 'node:timers/promises';
import { servePoolTasks } from './process-pool';

if (process.env.POOL_TEST_EXIT_AT_START) process.exit(2);

export interface TestTask {
  ms: number;
  crash?: boolean;
}

servePoolTasks<TestTask, { pid: number }>(
  async ({ ms, crash }) => {
    if (crash) process.exit(3);
    await sleep(ms);
    return { pid: process.pid };
  },
  () => sleep(Number(process.env.POOL_TEST_PREPARE_MS ?? 0)),
);
