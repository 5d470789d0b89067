/**
 * How many videos the badge counts: the whole list (totalCount) less the failed ones, which the gallery leaves out;
 * a failed video on a page not loaded yet is counted until its page loads (the server counts every status).
 */
export function videoCount(loaded: readonly { status: string }[], totalCount: number | undefined): number {
  const shown = loaded.filter((video) => video.status !== 'failed').length;
  if (totalCount === undefined) return shown;
  return Math.max(shown, totalCount - (loaded.length - shown));
}
