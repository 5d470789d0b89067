import { describe, expect, it } from 'vitest';
import { isJobFinished, stageLabelId } from './job-stage';

describe('job progress labels', () => {
  it('shows the stage of a running job, AI processing included', () => {
    expect(stageLabelId({ status: 'queued', stage: 'starting' })).toBe('generator.stage.starting');
    expect(stageLabelId({ status: 'running', stage: 'processing' })).toBe('generator.stage.processing');
    expect(stageLabelId({ status: 'running', stage: 'rendering' })).toBe('generator.stage.rendering');
  });

  it('says completed once the job succeeded and failed once it failed, whatever stage it stopped in', () => {
    expect(stageLabelId({ status: 'succeeded', stage: 'finalizing' })).toBe('generator.stage.completed');
    expect(stageLabelId({ status: 'failed', stage: 'rendering' })).toBe('generator.stage.failed');
  });

  it('falls back to starting for a stage it does not know', () => {
    expect(stageLabelId({ status: 'running', stage: 'warming-up' })).toBe('generator.stage.starting');
    expect(stageLabelId({ status: 'queued', stage: null })).toBe('generator.stage.starting');
  });

  it('treats succeeded and failed as the end', () => {
    expect(['queued', 'running', 'succeeded', 'failed'].map(isJobFinished)).toEqual([false, false, true, true]);
  });
});
