import { createHash } from 'node:crypto';

/** Script types a browser does not run (data blocks such as JSON-LD): the Content-Security-Policy ignores them. */
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/**
 * The CSP source expressions ('sha256-…') of the inline scripts in a built page: the build inlines the colour-mode
 * script into index.html, every page carries the same, and the policy allows exactly that code and nothing else
 * inline. Scripts with a src and data blocks are left out.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(match[2]!, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
