/**
 * What the local engine could not do as asked while making an image, as a code and the figures to word it with
 * (the words are the client's). A type, not an interface: it may be stored in JSON.
 */
export type EngineNote =
  /** The background asked for is none the engine can make; the style's background was used. */
  | { code: 'BACKGROUND_UNAVAILABLE'; params: { background: string } }
  /** No face was found in the result, so it could not be checked against the user's photos. */
  | { code: 'NO_FACE_IN_RESULT'; params: Record<string, never> }
  /** The photo was enlarged `factor` times (one decimal, rounded up) for the framing, so the result looks soft. */
  | { code: 'PHOTO_ENLARGED'; params: { factor: number } };

export type EngineNoteCode = EngineNote['code'];
