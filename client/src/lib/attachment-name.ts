/**
 * The file name of a Content-Disposition header: the exact UTF-8 one (`filename*=UTF-8''…`) when given, else
 * the plain one (`filename="kadr-1a2b3c4d.jpg"`), else `fallback`.
 */
export function attachmentName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const exact = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (exact) {
    try {
      return decodeURIComponent(exact[1]!.trim());
    } catch {
      // A malformed escape: the plain name below still names the file.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  return (plain?.[1] ?? plain?.[2])?.trim() || fallback;
}
