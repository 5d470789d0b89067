import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { teamCodeMessageId, teamErrorId } from './team-errors';

const graphqlError = (message: string, code?: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: code ? { code } : {} }] });

describe('team error words', () => {
  it('words the invitation and team codes by code', () => {
    expect(teamErrorId(graphqlError('This invitation has expired', 'INVITATION_EXPIRED'), 'teams.errors.join')).toBe('errors.INVITATION_EXPIRED');
    expect(teamErrorId(graphqlError('A team must keep at least one admin', 'LAST_TEAM_ADMIN'), 'teams.errors.removeMember')).toBe('errors.LAST_TEAM_ADMIN');
    expect(teamCodeMessageId('INVITATION_WRONG_DOMAIN', 'x')).toBe('errors.INVITATION_WRONG_DOMAIN');
  });

  it('reads the disabled switch from its message too', () => {
    expect(teamErrorId(graphqlError('Team feature is disabled', 'FORBIDDEN'), 'teams.errors.create')).toBe('errors.TEAMS_DISABLED');
  });

  it('falls back to the action’s own failure for anything else', () => {
    expect(teamErrorId(graphqlError('Unexpected error.'), 'teams.errors.create')).toBe('teams.errors.create');
    expect(teamErrorId(new TypeError('Failed to fetch'), 'teams.errors.invite')).toBe('teams.errors.invite');
    expect(teamCodeMessageId(undefined, 'teams.errors.fetchMembers')).toBe('teams.errors.fetchMembers');
  });
});
