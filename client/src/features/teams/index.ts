// The public entry of the teams feature: what other features and the routes may use. Everything else stays inside.
export { TeamTab } from './account/team-tab';
export { useCurrentTeam, useTeamsEnabled, useTeamsSwitch } from './api/use-current-team';
export { InvitationScreen } from './invitation/invitation-screen';
export { TeamSwitcher } from './switcher/team-switcher';
