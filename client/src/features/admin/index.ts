// The public entry of the admin console: what the routes may use. Everything else stays inside.
export { AdminConsole } from './admin-console';
