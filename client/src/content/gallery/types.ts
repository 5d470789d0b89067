/** The public gallery's words in one language (style names and descriptions come from the catalogue). */
export interface GalleryContent {
  /** The page's title for search results and link previews (the h1 stays the screen's name). */
  metaTitle: string;
  /** Meta description, 70–160 characters. */
  metaDescription: string;
  /** Heading of the note on how the sample images were made. */
  noteTitle: string;
  /** The link to the headshots per profession (the programmatic pages' index). */
  byProfession: string;
}
