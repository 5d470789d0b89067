import { useState } from 'react';

/** Copies `text` to the clipboard; `copied` says it worked (a Copy button then reads "Copied"). */
export function useCopy(text: string) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return { copied, copy };
}
