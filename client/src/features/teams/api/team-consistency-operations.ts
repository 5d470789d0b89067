import { graphql } from '../../../gql';

/** The team style and its consistency report (admins: every member's headshots; members: their own). */
export const TeamConsistencyQuery = graphql(`
  query TeamConsistency($id: ID!) {
    team(id: $id) {
      id
      viewerRole
      style {
        backdrop
        framing
        eyeLine
        headSize
      }
      consistency {
        maxDeltaE
        maxEyeLineOff
        maxHeadSizeOff
        backdrops
        summary {
          measured
          outliers
          maxDeltaE
          eyeLineSpread
          headSizeSpread
        }
        images {
          image {
            id
            thumbnailUrl
          }
          userId
          memberName
          deltaEToStyle
          deltaEToMedian
          eyeLineOff
          headSizeOff
          reasons
          outlier
          replacedById
          regenerationJobId
        }
      }
    }
  }
`);

export const SetTeamStyleMutation = graphql(`
  mutation SetTeamStyle($teamId: ID!, $style: TeamStyleInput) {
    setTeamStyle(teamId: $teamId, style: $style) {
      id
      style {
        backdrop
        framing
        eyeLine
        headSize
      }
    }
  }
`);

export const RegenerateTeamOutlierMutation = graphql(`
  mutation RegenerateTeamOutlier($teamId: ID!, $imageId: ID!) {
    regenerateTeamOutlier(teamId: $teamId, imageId: $imageId) {
      jobId
      imageId
      cost
    }
  }
`);
