import { languageCodes } from './languages.ts';
import { screenKeys, screens } from './routes.ts';

/**
 * The paths the app answers, written next to the build as `routes.json` so the server can answer 404 for any
 * other path (the page still renders the not-found screen). `:name` stands for one path segment.
 */
export interface RouteManifest {
  languages: string[];
  /** Slugs below the language prefix, in both languages ('' is the landing page). */
  slugs: string[];
}

export function routeManifest(): RouteManifest {
  const slugs = new Set(screenKeys.flatMap((key) => Object.values(screens[key].slugs)));
  return { languages: [...languageCodes], slugs: [...slugs].sort() };
}
