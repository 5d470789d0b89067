import { HEADSHOT_STYLES } from '@kadr/core/catalogue/headshot-styles';

/**
 * Sample outputs of Kadr's own local engine, one per style preset and sample person. The list is declared here, not
 * read from a generated file: scripts/make-samples.ts makes exactly these files (and their smaller copies,
 * SAMPLE_WIDTHS) into client/public/samples/ at setup
 * (they are not committed), and scripts/make-samples.test.ts checks that the generator's list equals this one. So the
 * pages, the prerender and the type-check never depend on the images being there.
 */

export interface EngineSample {
  styleId: string;
  /** Public path of the image (served from client/public). */
  src: string;
  width: number;
  height: number;
  /** The same image at SAMPLE_WIDTHS, for `srcset` (a phone shows a sample at a third or half of its width). */
  srcSet: string;
  alt: { en: string; pl: string };
}

/** The style presets in catalogue order (core/src/catalogue/headshot-styles.ts), with their names. */
export const SAMPLE_STYLES: readonly { id: string; name: { en: string; pl: string } }[] = HEADSHOT_STYLES.map(({ id, name }) => ({ id, name }));

/**
 * The people whose selfies the samples are made from: women in the group photos that @vladmandic/face-api ships as
 * its demo (MIT). `who` describes them for the alt text (Polish in the genitive: "portret <who>").
 */
export const SAMPLE_PEOPLE = [
  { id: 'a', who: { en: 'a woman with dark wavy hair', pl: 'kobiety z ciemnymi falowanymi włosami' } },
  { id: 'b', who: { en: 'a smiling woman with long light-brown hair', pl: 'uśmiechniętej kobiety z długimi jasnobrązowymi włosami' } },
  { id: 'c', who: { en: 'a smiling woman with straight black hair', pl: 'uśmiechniętej kobiety z prostymi czarnymi włosami' } },
] as const;

export type SamplePersonId = (typeof SAMPLE_PEOPLE)[number]['id'];

/** Side of every sample image, pixels (square). */
export const SAMPLE_SIDE = 512;

/** The folder under client/public (and the URL path) the samples are served from. */
export const SAMPLES_DIR = 'samples';

export const sampleFileName = (styleId: string, personId: string) => `${styleId}-${personId}.webp`;

/**
 * The widths each sample is served at: the engine's render (SAMPLE_SIDE) and smaller copies scaled from it by
 * scripts/make-samples.ts, named `<style>-<person>-<width>.webp`.
 */
export const SAMPLE_WIDTHS = [256, 384, SAMPLE_SIDE] as const;

export const sampleVariantFileName = (styleId: string, personId: string, width: number) =>
  width === SAMPLE_SIDE ? sampleFileName(styleId, personId) : `${styleId}-${personId}-${width}.webp`;

const SAMPLES: readonly EngineSample[] = SAMPLE_STYLES.flatMap((style) =>
  SAMPLE_PEOPLE.map((person) => ({
    styleId: style.id,
    src: `/${SAMPLES_DIR}/${sampleFileName(style.id, person.id)}`,
    width: SAMPLE_SIDE,
    height: SAMPLE_SIDE,
    srcSet: SAMPLE_WIDTHS.map((width) => `/${SAMPLES_DIR}/${sampleVariantFileName(style.id, person.id, width)} ${width}w`).join(', '),
    alt: {
      en: `Headshot of ${person.who.en} in the “${style.name.en}” style, made by Kadr’s engine`,
      pl: `Portret ${person.who.pl} w stylu „${style.name.pl}”, wykonany przez silnik Kadr`,
    },
  })),
);

/** Every sample, style by style in catalogue order, people in order within a style. */
export const allSamples = (): EngineSample[] => [...SAMPLES];

/** The samples of one style (empty for an unknown style). */
export const samplesFor = (styleId: string): EngineSample[] => SAMPLES.filter((s) => s.styleId === styleId);

/** How the samples were made: shown near them wherever they appear. */
export const samplesNote = {
  en:
    'These images were made by Kadr’s local engine, with the style presets as shipped (at the default 80% style intensity) ' +
    'and no manual retouching. Each person’s 6 selfies are one real photo, cut from the group pictures that the ' +
    'open-source face-api project ships as its demo (MIT licence), plus mirrored, re-framed, re-lit and tilted copies ' +
    'of it. The engine keeps the person from the photo and gives it a new frame, background, light and retouch.',
  pl:
    'Te zdjęcia wykonał lokalny silnik Kadr, w stylach w takiej postaci, w jakiej je udostępniamy (z domyślną ' +
    'intensywnością stylu 80%), bez ręcznego retuszu. 6 selfie każdej osoby to jedno prawdziwe zdjęcie, wycięte ze zdjęć grupowych ' +
    'dołączonych jako demo do otwartego projektu face-api (licencja MIT), oraz jego kopie: odbite lustrzanie, ' +
    'inaczej wykadrowane, przechylone i o zmienionej jasności. Silnik zachowuje osobę ze zdjęcia i nadaje jej nowy kadr, tło, światło i retusz.',
} as const;
