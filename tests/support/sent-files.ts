import type { Page } from 'playwright-core';

/**
 * Runs in the page before its scripts: every XMLHttpRequest with a FormData body (the app's photo uploads) adds its
 * files' names and sizes to a list a test or bench reads back (sentFiles). Chromium does not report the size of a body made of blobs.
 */
export function recordSentFiles() {
  const sent: { name: string; bytes: number }[] = [];
  (window as unknown as { kadrSentFiles: typeof sent }).kadrSentFiles = sent;
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (body?: Document | XMLHttpRequestBodyInit | null) {
    if (body instanceof FormData) for (const value of body.values()) if (value instanceof File) sent.push({ name: value.name, bytes: value.size });
    return send.call(this, body);
  };
}

/** What recordSentFiles has seen in this page so far. */
export const sentFiles = (page: Page) => page.evaluate(() => [...(window as unknown as { kadrSentFiles: { name: string; bytes: number }[] }).kadrSentFiles]);
