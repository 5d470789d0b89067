import { graphql } from '../../../gql';

export const AdminAdjustCreditsMutation = graphql(`
  mutation AdminAdjustCredits($userId: ID!, $amount: Int!, $reason: String!) {
    adminAdjustCredits(userId: $userId, amount: $amount, reason: $reason) {
      ...AdminUserFields
    }
  }
`);

export const AdminDisableUserMutation = graphql(`
  mutation AdminDisableUser($userId: ID!, $reason: String!) {
    adminDisableUser(userId: $userId, reason: $reason) {
      ...AdminUserFields
    }
  }
`);

export const AdminDeleteUserMutation = graphql(`
  mutation AdminDeleteUser($userId: ID!, $reason: String!) {
    adminDeleteUser(userId: $userId, reason: $reason) {
      ...AdminUserFields
    }
  }
`);

export const AdminEnableUserMutation = graphql(`
  mutation AdminEnableUser($userId: ID!) {
    adminEnableUser(userId: $userId) {
      ...AdminUserFields
    }
  }
`);

export const AdminRefundPaymentMutation = graphql(`
  mutation AdminRefundPayment($paymentId: ID!, $reason: String!) {
    adminRefundPayment(paymentId: $paymentId, reason: $reason) {
      id
      status
      refundable
    }
  }
`);

export const AdminRetryJobMutation = graphql(`
  mutation AdminRetryJob($jobId: ID!) {
    adminRetryJob(jobId: $jobId) {
      ...AdminJobFields
    }
  }
`);

export const AdminCancelJobMutation = graphql(`
  mutation AdminCancelJob($jobId: ID!) {
    adminCancelJob(jobId: $jobId) {
      ...AdminJobFields
    }
  }
`);
