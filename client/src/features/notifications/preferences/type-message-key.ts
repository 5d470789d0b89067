import type { NotificationType } from '../../../gql/graphql';

/** The message key of a notification type: training_succeeded → trainingSucceeded (ids allow no underscores). */
export function typeMessageKey(type: NotificationType): string {
  return type.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}
