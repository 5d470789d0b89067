import { useEffect } from 'react';

/** The tab's title for a screen, in the UI language: "Title — Kadr" (the landing page reads "Kadr — Title"). */
export function useDocumentTitle(title: string, { brandFirst = false }: { brandFirst?: boolean } = {}) {
  useEffect(() => {
    document.title = brandFirst ? `Kadr — ${title}` : `${title} — Kadr`;
  }, [title, brandFirst]);
}
