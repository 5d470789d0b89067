import type { ScreenKey } from '../../config/routes';

/** What a routed page is given: its screen (pages.ts lazy-loads the pages, so the pages take this from here, not there). */
export interface PageProps {
  screen: ScreenKey;
}
