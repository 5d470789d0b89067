import type { TeamDetailsQuery } from '../../../gql/graphql';

/** The open team as the account tab reads it. */
export type TeamDetails = NonNullable<TeamDetailsQuery['team']>;
