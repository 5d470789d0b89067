import type { IntlShape } from 'react-intl';

/** The server's rule for an admin's reason: 3 to 500 characters. The problem's words, or undefined when it is fine. */
export function reasonProblem(intl: IntlShape, reason: string): string | undefined {
  const length = reason.trim().length;
  return length >= 3 && length <= 500 ? undefined : intl.formatMessage({ id: 'admin.reason.invalid' });
}
