import type { IdentityOutlier } from './identity';
import type { PhotoCheckCode } from './photo-check';

export type PhotoReasonCode = PhotoCheckCode | IdentityOutlier['reason']['code'];
export type PhotoMessageLocale = 'en' | 'pl';

/** Texts shown to the user for each photo-check reason. `{name}` is replaced by the reason's param of that name. */
export const photoCheckMessages: Record<PhotoMessageLocale, Record<PhotoReasonCode, string>> = {
  en: {
    RESOLUTION_TOO_LOW: 'Resolution too low ({width}×{height}). Use a photo of at least {min}×{min} pixels',
    NO_FACE: 'No face found',
    MULTIPLE_FACES: 'More than one face in the photo ({count}). Upload photos of yourself only',
    FACE_TOO_SMALL:
      'Face too small ({pixels} px, {percent}% of the photo width). ' +
      'It should be at least {minPixels} px and {minPercent}% of the width: move closer',
    FACE_TURNED: 'Face turned to the side ({degrees}°). Look straight at the camera',
    HEAD_TILTED_UP_DOWN: 'Head tilted up or down ({degrees}°). Keep your head level',
    HEAD_TILTED_SIDEWAYS: 'Head tilted to the side ({degrees}°). Keep your head straight',
    TOO_DARK: 'Photo too dark. Take it in better light',
    TOO_BRIGHT: 'Photo too bright (overexposed). Avoid direct, harsh light',
    BLURRY: 'Photo is too blurry. Hold the camera still and make sure your face is in focus',
    SLIGHTLY_BLURRY: 'Photo is slightly blurry. It can be used, but a sharper one gives better results',
    IDENTITY_MISMATCH: 'This photo does not look like the same person as your other photos',
  },
  pl: {
    RESOLUTION_TOO_LOW:
      'Zbyt niska rozdzielczość ({width}×{height}). Użyj zdjęcia o wymiarach co najmniej {min}×{min} pikseli',
    NO_FACE: 'Nie znaleziono twarzy',
    MULTIPLE_FACES: 'Na zdjęciu jest więcej niż jedna twarz ({count}). Prześlij zdjęcia, na których jesteś tylko Ty',
    FACE_TOO_SMALL:
      'Twarz jest za mała ({pixels} px, {percent}% szerokości zdjęcia). ' +
      'Powinna mieć co najmniej {minPixels} px i {minPercent}% szerokości: podejdź bliżej',
    FACE_TURNED: 'Twarz jest odwrócona w bok ({degrees}°). Patrz prosto w obiektyw',
    HEAD_TILTED_UP_DOWN: 'Głowa pochylona w górę lub w dół ({degrees}°). Trzymaj głowę prosto',
    HEAD_TILTED_SIDEWAYS: 'Głowa przechylona na bok ({degrees}°). Trzymaj głowę prosto',
    TOO_DARK: 'Zdjęcie jest za ciemne. Zrób je w lepszym świetle',
    TOO_BRIGHT: 'Zdjęcie jest prześwietlone. Unikaj ostrego, bezpośredniego światła',
    BLURRY: 'Zdjęcie jest zbyt nieostre. Trzymaj aparat nieruchomo i upewnij się, że twarz jest ostra',
    SLIGHTLY_BLURRY: 'Zdjęcie jest lekko nieostre. Można go użyć, ale ostrzejsze da lepsze wyniki',
    IDENTITY_MISMATCH: 'Osoba na tym zdjęciu nie wygląda jak na pozostałych zdjęciach',
  },
};

export interface MessageReason {
  code: PhotoReasonCode;
  params?: Record<string, number | string>;
}

/** The user-facing text of a reason; placeholders without a matching param are left as they are. */
export function photoCheckMessage(reason: MessageReason, locale: PhotoMessageLocale = 'en'): string {
  const template = photoCheckMessages[locale][reason.code];
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = reason.params?.[name];
    return value === undefined ? placeholder : String(value);
  });
}
