import { graphql } from '../../../gql';

export const AdminProviderFields = graphql(`
  fragment AdminProviderFields on AdminProvider {
    name
    label
    enabled
    pause {
      reason
      pausedByEmail
      pausedAt
    }
    capabilities {
      capability
      endpoint
      costUsd
      unit
      position
      pause {
        capability
        reason
        pausedByEmail
        pausedAt
      }
      circuits {
        process
        state
        since
      }
      jobs24h {
        queued
        running
        succeeded
        failed
        canceled
        total
        estimatedCostUsd
      }
    }
  }
`);

/** Every remote provider with its offers, order, pauses, circuit states and the last day's jobs. */
export const AdminProvidersQuery = graphql(`
  query AdminProviders {
    adminProviders {
      ...AdminProviderFields
    }
  }
`);

export const AdminPauseProviderMutation = graphql(`
  mutation AdminPauseProvider($input: AdminPauseProviderInput!) {
    adminPauseProvider(input: $input) {
      ...AdminProviderFields
    }
  }
`);

export const AdminResumeProviderMutation = graphql(`
  mutation AdminResumeProvider($input: AdminResumeProviderInput!) {
    adminResumeProvider(input: $input) {
      ...AdminProviderFields
    }
  }
`);
