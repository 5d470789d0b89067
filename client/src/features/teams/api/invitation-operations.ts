import { graphql } from '../../../gql';

/** What an invitation screen shows before joining; public (read without Apollo while signed out). */
export const InvitationPreviewQuery = graphql(`
  query InvitationPreview($token: String!) {
    teamsEnabled
    teamInvitation(token: $token) {
      teamName
      inviterName
      role
      kind
      email
      allowedDomain
      expiresAt
      status
    }
  }
`);

/** Joins the team; the server also makes it the user's current team. */
export const AcceptTeamInvitationMutation = graphql(`
  mutation AcceptTeamInvitation($token: String!) {
    acceptTeamInvitation(token: $token) {
      id
      name
    }
  }
`);
