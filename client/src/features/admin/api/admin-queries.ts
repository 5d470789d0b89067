import { graphql } from '../../../gql';

/** The console's dashboard figures (last 24 h and 30 days). */
export const AdminDashboardQuery = graphql(`
  query AdminDashboard {
    adminDashboard {
      users
      signups24h
      signups30d
      activeSubscriptions
      creditsSold24h
      creditsSold30d
      creditsSpent24h
      creditsSpent30d
      jobsRunning
      jobsFailed24h
      jobsFailed30d
    }
  }
`);

export const AdminUserFields = graphql(`
  fragment AdminUserFields on AdminUser {
    id
    email
    fullName
    isAdmin
    emailConfirmed
    disabledAt
    disabledReason
    deletedAt
    createdAt
    creditsBalance
  }
`);

export const AdminJobFields = graphql(`
  fragment AdminJobFields on AdminJob {
    id
    kind
    status
    stage
    progress
    errorMessage
    userId
    userEmail
    teamId
    costCredits
    createdAt
    startedAt
    finishedAt
  }
`);

/** Users matching a part of the email or name, newest first, a page at a time. */
export const AdminUsersQuery = graphql(`
  query AdminUsers($search: String, $first: Int, $after: String) {
    adminUsers(search: $search, first: $first, after: $after) {
      totalCount
      edges {
        node {
          ...AdminUserFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** One user's profile, balance, ledger, models, jobs and payments. */
export const AdminUserQuery = graphql(`
  query AdminUser($id: ID!) {
    adminUser(id: $id) {
      user {
        ...AdminUserFields
      }
      ledger {
        id
        amount
        kind
        reason
        actorId
        teamId
        createdAt
      }
      models {
        id
        name
        trainingStatus
        createdAt
      }
      jobs {
        ...AdminJobFields
      }
      payments {
        id
        status
        amountMinor
        currency
        planId
        credits
        createdAt
        refundable
      }
    }
  }
`);

export const AdminJobsQuery = graphql(`
  query AdminJobs($kind: String, $status: String, $first: Int, $after: String) {
    adminJobs(kind: $kind, status: $status, first: $first, after: $after) {
      edges {
        node {
          ...AdminJobFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const AdminActivitiesQuery = graphql(`
  query AdminActivities($userId: ID, $kind: String, $first: Int, $after: String) {
    adminActivities(userId: $userId, kind: $kind, first: $first, after: $after) {
      edges {
        node {
          id
          userId
          userEmail
          kind
          credits
          createdAt
          details
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const AdminSubscriptionsQuery = graphql(`
  query AdminSubscriptions($status: String, $first: Int, $after: String) {
    adminSubscriptions(status: $status, first: $first, after: $after) {
      edges {
        node {
          id
          userId
          userEmail
          teamId
          planId
          status
          interval
          currentPeriodEnd
          cancelAtPeriodEnd
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const AdminAuditLogQuery = graphql(`
  query AdminAuditLog($action: String, $adminId: ID, $targetUserId: ID, $first: Int, $after: String) {
    adminAuditLog(action: $action, adminId: $adminId, targetUserId: $targetUserId, first: $first, after: $after) {
      edges {
        node {
          id
          createdAt
          adminId
          adminEmail
          action
          targetUserId
          targetEmail
          reason
          before
          after
          details
          ip
          userAgent
          requestId
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** Usable yield of delivered headshots per provider, style and week (issue #31). */
export const AdminImageYieldQuery = graphql(`
  query AdminImageYield($weeks: Int) {
    adminImageYield(weeks: $weeks) {
      provider
      styleId
      weekStart
      delivered
      usable
      noFace
      copyOfInput
      duplicateOutput
      lowLikeness
      likenessMean
    }
  }
`);
