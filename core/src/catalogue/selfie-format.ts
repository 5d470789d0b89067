/**
 * The form a selfie is kept in, from upload on: what the checks, training and every engine read. The browser shrinks
 * a photo to it before sending (client/src/features/models/upload/shrink-photo.ts); the server brings an original it
 * is given (an API client, an old browser, a HEIC the browser cannot decode) to the same form before checking it.
 *
 * 2048 px on the long side: training crops faces to at most 1024² and no check needs more (face detection reads
 * 1280 px, sharpness a 128² face crop), while a 12 MP phone photo (4032×3024, 3–8 MB) becomes ~0.5–0.7 MB.
 */
export const SELFIE_LONG_SIDE_PX = 2048;

/**
 * JPEG quality (0–1) of the shrunk photo: no visible loss on faces and the same verdicts (`npm run bench -- vision`),
 * ~0.5–0.7 MB for a 12 MP phone photo of 4.8–6 MB (0.9 would be ~0.8–0.95 MB: a third more to send for nothing).
 */
export const SELFIE_JPEG_QUALITY = 0.85;
