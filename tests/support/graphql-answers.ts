import type { Page } from './browser';

/** On a busy machine one answer of the server can take many seconds: a wait on it fails only after this. */
export const SERVER_ANSWER_MS = 60_000;

/** The server's answer to the page's next GraphQL operation `operationName` (a failed one included). */
export function answerTo(page: Page, operationName: string, timeout = SERVER_ANSWER_MS) {
  return page.waitForResponse((res) => {
    const req = res.request();
    if (req.method() !== 'POST' || new URL(req.url()).pathname !== '/graphql') return false;
    try {
      return req.postDataJSON()?.operationName === operationName;
    } catch {
      return false;
    }
  }, { timeout });
}

/** Does `action`, then waits for the server's answers to the GraphQL operations it starts. */
export async function answered(page: Page, operationNames: string | string[], action: () => Promise<unknown>): Promise<void> {
  const answers = [operationNames].flat().map((name) => answerTo(page, name));
  await action();
  await Promise.all(answers);
}
