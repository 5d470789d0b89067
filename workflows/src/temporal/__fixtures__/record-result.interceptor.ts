// Test-only workflow interceptor: hands the workflow's result out of the sandbox through a sink, so a replay
// test can assert what the workflow returned, not only which commands it sent.
import { proxySinks, type Sinks, type WorkflowInterceptorsFactory } from '@temporalio/workflow';

export interface ResultSinks extends Sinks {
  recorder: { result(value: unknown): void };
}

const { recorder } = proxySinks<ResultSinks>();

export const interceptors: WorkflowInterceptorsFactory = () => ({
  inbound: [
    {
      async execute(input, next) {
        const result = await next(input);
        recorder.result(result);
        return result;
      },
    },
  ],
});
