// The public entry of the notifications feature: what other features and the app may use.
export { NotificationBell } from './bell/notification-bell';
export { EmailPreferences } from './preferences/email-preferences';
