import { graphql } from '../../../gql';

/** The TEAMS_ENABLED switch (public): false hides every team entry point. */
export const TeamsEnabledQuery = graphql(`
  query TeamsEnabled {
    teamsEnabled
  }
`);

/** The teams the signed-in user belongs to, for the switcher and the account tab. */
export const MyTeamsQuery = graphql(`
  query MyTeams {
    myTeams {
      id
      name
      viewerRole
      memberCount
      creditsBalance
      createdAt
    }
  }
`);

/** Which wallet is current: a team, or null for personal. */
export const CurrentTeamQuery = graphql(`
  query CurrentTeam {
    me {
      id
      currentTeamId
      currentTeam {
        id
        name
        viewerRole
      }
    }
  }
`);

/** One team as its account tab shows it; admins get the invitations, every member's usage and the headshots. */
export const TeamDetailsQuery = graphql(`
  query TeamDetails($id: ID!) {
    team(id: $id) {
      id
      name
      viewerRole
      memberCount
      creditsBalance
      createdAt
      members {
        userId
        fullName
        email
        role
        joinedAt
      }
      invitations {
        id
        kind
        email
        role
        status
        expiresAt
        maxUses
        useCount
        allowedDomain
        createdAt
      }
      usage {
        userId
        fullName
        creditsSpent30d
        photos30d
        videos30d
      }
      ledger(first: 50) {
        id
        amount
        kind
        actorId
        actorName
        createdAt
        reason
        jobKind
      }
      headshots(first: 50) {
        id
        imageUrl
        createdAt
      }
    }
  }
`);
