import { graphql } from '../../../gql';

export const CreateTeamMutation = graphql(`
  mutation CreateTeam($name: String!) {
    createTeam(name: $name) {
      id
      name
      viewerRole
      memberCount
      creditsBalance
      createdAt
    }
  }
`);

export const InviteTeamMemberMutation = graphql(`
  mutation InviteTeamMember($teamId: ID!, $email: String!, $role: TeamRole) {
    inviteTeamMember(teamId: $teamId, email: $email, role: $role) {
      id
    }
  }
`);

export const CreateTeamInviteLinkMutation = graphql(`
  mutation CreateTeamInviteLink($teamId: ID!, $role: TeamRole, $expiresAt: DateTime, $maxUses: Int, $allowedDomain: String) {
    createTeamInviteLink(teamId: $teamId, role: $role, expiresAt: $expiresAt, maxUses: $maxUses, allowedDomain: $allowedDomain) {
      url
      invitation {
        id
      }
    }
  }
`);

export const RevokeTeamInvitationMutation = graphql(`
  mutation RevokeTeamInvitation($teamId: ID!, $invitationId: ID!) {
    revokeTeamInvitation(teamId: $teamId, invitationId: $invitationId) {
      id
      status
    }
  }
`);

export const ChangeTeamMemberRoleMutation = graphql(`
  mutation ChangeTeamMemberRole($teamId: ID!, $userId: ID!, $role: TeamRole!) {
    changeTeamMemberRole(teamId: $teamId, userId: $userId, role: $role) {
      userId
      role
    }
  }
`);

export const RemoveTeamMemberMutation = graphql(`
  mutation RemoveTeamMember($teamId: ID!, $userId: ID!) {
    removeTeamMember(teamId: $teamId, userId: $userId)
  }
`);

export const TransferTeamCreditsMutation = graphql(`
  mutation TransferTeamCredits($teamId: ID!, $amount: Int!) {
    transferTeamCredits(teamId: $teamId, amount: $amount) {
      id
      creditsBalance
    }
  }
`);

/** Switches the current wallet: a team id, or null for personal. */
export const SwitchTeamMutation = graphql(`
  mutation SwitchTeam($teamId: ID) {
    updateProfile(input: { currentTeamId: $teamId }) {
      __typename
      ... on UpdateProfileSuccess {
        user {
          id
          currentTeamId
          creditsBalance
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);
