import type { StyleId } from '../../features/ai-headshots/matrix';

/** The public gallery's words in one language (the style names are in content/samples, in both languages). */
export interface GalleryContent {
  /** The page's title for search results and link previews (the h1 stays the screen's name). */
  metaTitle: string;
  /** Meta description, 70–160 characters. */
  metaDescription: string;
  /** Heading of the note on how the sample images were made. */
  noteTitle: string;
  /** What each style does, as the catalogue (core/src/catalogue/headshot-styles.ts) describes it. */
  styleDescriptions: Record<StyleId, string>;
  /** The link to the headshots per profession (the programmatic pages' index). */
  byProfession: string;
}
