// The public entry of the first-look feature: what other features may use. Everything else stays inside.
export { FirstLookCard } from './first-look-card';
export { PreviewBadge } from './preview-badge';
