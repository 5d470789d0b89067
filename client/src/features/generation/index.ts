// The public entry of the generation feature: what other features may use. Everything else stays inside.
export { GeneratedImagesQuery } from './api/generated-images-query';
export { GeneratorOptionsQuery } from './api/generator-options-query';
export { CostSummary } from './shared/cost-summary';
export { EngineNotice } from './shared/engine-notice';
export { FailureAlert } from './shared/failure-alert';
export { failureOf } from './shared/generation-failure';
export type { GenerationFailure } from './shared/generation-failure';
export { JobProgress } from './shared/job-progress';
export { LabeledSlider } from './shared/labeled-slider';
export { LoadFailed, useToastOnError } from './shared/load-failed';
export { ModelGate } from './shared/no-model-notice';
export { PromptField } from './shared/prompt-field';
export { StylePicker } from './shared/style-picker';
export type { StylePreset } from './shared/style-picker';
export { useActiveModel } from './shared/use-active-model';
export { useErrorToast, useFailureToast } from './shared/use-failure-toast';
export { useJobWatch } from './shared/use-live-job';
