// The profile feature's public entry: what other features may use.
export { RequestExportButton } from './components/request-export-button';
