// The public entry of the auth feature: what other features may use. Everything else stays inside.
export { useAuth } from './auth-context';
export type { AuthStatus } from './auth-context';
export type { SessionUser } from './types';
export { CurrentUserQuery } from './api/current-user';
