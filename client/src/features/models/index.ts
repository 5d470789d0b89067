// The public entry of the models feature: what other features may use. Everything else stays inside.
export { ModelsQuery } from './api/models-query';
export { EngineCopy } from './training/engine-copy';
