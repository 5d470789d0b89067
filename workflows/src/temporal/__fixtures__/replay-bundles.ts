// Test-only: what the replay tests share. The workers' workflow bundle with the result recorder, a bundle of a
// reordered workflow (which replay must reject), and a replay that resolves with what the workflow returned.
import { fileURLToPath } from 'node:url';
import { DefaultLogger, Runtime, Worker, bundleWorkflowCode, type InjectedSinks, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import type { ResultSinks } from './record-result.interceptor';

export interface ReplayBundles {
  bundle: WorkflowBundleWithSourceMap;
  reordered: WorkflowBundleWithSourceMap;
}

export async function bundlesForReplay(workflowsPath: string, reorderedPath: string): Promise<ReplayBundles> {
  // Quiet: rejected replays make the core log the (expected) nondeterminism at WARN.
  const logger = new DefaultLogger('ERROR');
  Runtime.install({ logger, telemetryOptions: { logging: { filter: { core: 'ERROR', other: 'ERROR' } } } });
  const bundle = await bundleWorkflowCode({
    workflowsPath,
    workflowInterceptorModules: [fileURLToPath(new URL('./record-result.interceptor.ts', import.meta.url))],
    logger,
  });
  const reordered = await bundleWorkflowCode({ workflowsPath: reorderedPath, logger });
  return { bundle, reordered };
}

/** Replays one history; resolves with the result the workflow returned. */
export async function replayResult(workflowBundle: WorkflowBundleWithSourceMap, history: unknown, workflowId: string): Promise<unknown> {
  const results: unknown[] = [];
  const sinks: InjectedSinks<ResultSinks> = {
    recorder: { result: { fn: (_info, value) => void results.push(value), callDuringReplay: true } },
  };
  await Worker.runReplayHistory({ workflowBundle, sinks }, history, workflowId);
  return results.at(-1);
}
