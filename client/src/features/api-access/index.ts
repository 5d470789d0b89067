// The public entry of the partner API feature: Account → API and the developer page. Everything else stays inside.
export { ApiTab } from './api-tab';
export { DevelopersScreen } from './developers/developers-screen';
