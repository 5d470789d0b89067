function clickDownload(href: string, name: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Hands a blob to the browser as a download under `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  clickDownload(url, name);
  // The click has started the download; the object URL is no longer needed once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Starts a download the browser streams to disk itself (the server names the file in its Content-Disposition). */
export function followLink(href: string): void {
  clickDownload(href, '');
}
