/** The web app's paths (dist/routes.json, written by the client build): which page paths exist. */
export interface RouteManifest {
  languages: string[];
  /** Slugs below the language prefix; `:name` is one segment; '' is the landing page. */
  slugs: string[];
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * Whether the app has a screen at `pathname`: a known slug (either language's) under a language prefix, or
 * without one (the app adds the prefix). Anything else renders the not-found page with a 404 status.
 */
export function createRouteMatcher(manifest: RouteManifest): (pathname: string) => boolean {
  const patterns = manifest.slugs.map(segmentsOf);
  const languages = new Set(manifest.languages);
  const matchesSlug = (segments: string[]) =>
    patterns.some((pattern) => pattern.length === segments.length && pattern.every((part, i) => part.startsWith(':') || part === segments[i]));
  return (pathname) => {
    let segments: string[];
    try {
      segments = segmentsOf(pathname).map((s) => decodeURIComponent(s));
    } catch {
      return false; // malformed percent-encoding
    }
    if (segments.length > 0 && languages.has(segments[0]!)) segments = segments.slice(1);
    return matchesSlug(segments);
  };
}
