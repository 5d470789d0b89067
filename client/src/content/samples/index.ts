import { HEADSHOT_STYLES } from '../../../../core/src/catalogue/headshot-styles';

/**
 * Sample outputs of Kadr's own local engine, one per style preset and sample person. The list is declared here, not
 * read from a generated file: scripts/make-samples.ts makes exactly these files into client/public/samples/ at setup
 * (they are not committed), and a unit test checks that the generator's list equals this one. So the pages, the
 * prerender and the type-check never depend on the images being there.
 */

export interface EngineSample {
  styleId: string;
  /** Public path of the image (served from client/public). */
  src: string;
  width: number;
  height: number;
  alt: { en: string; pl: string };
}

/** The people whose selfies the samples are made from (photos shipped in open-source npm packages). */
export const SAMPLE_PEOPLE = [
  { id: 'a', number: 1 },
  { id: 'b', number: 2 },
] as const;

export type SamplePersonId = (typeof SAMPLE_PEOPLE)[number]['id'];

/** Side of every sample image, pixels (square). */
export const SAMPLE_SIDE = 512;

/** Where the generator writes the samples, relative to client/public, and the public URL prefix. */
export const SAMPLES_DIR = 'samples';

export const sampleFileName = (styleId: string, personId: string) => `${styleId}-${personId}.webp`;

function buildSamples(): EngineSample[] {
  return HEADSHOT_STYLES.flatMap((style) =>
    SAMPLE_PEOPLE.map((person) => ({
      styleId: style.id,
      src: `/${SAMPLES_DIR}/${sampleFileName(style.id, person.id)}`,
      width: SAMPLE_SIDE,
      height: SAMPLE_SIDE,
      alt: {
        en: `Headshot in the “${style.name.en}” style made by Kadr's engine, sample person ${person.number}`,
        pl: `Zdjęcie w stylu „${style.name.pl}” wykonane przez silnik Kadr, przykładowa osoba ${person.number}`,
      },
    })),
  );
}

const SAMPLES: readonly EngineSample[] = buildSamples();

/** Every sample, style by style in catalogue order, people in order within a style. */
export const allSamples = (): EngineSample[] => [...SAMPLES];

/** The samples of one style (empty for an unknown style). */
export const samplesFor = (styleId: string): EngineSample[] => SAMPLES.filter((s) => s.styleId === styleId);

/** How the samples were made: shown near them wherever they appear. */
export const samplesNote = {
  en:
    'These images were made by Kadr’s local engine from 6 selfies per person, cut from photos shipped with open-source ' +
    'face-detection projects (the demo pictures of face-api and Human, MIT licence), with the style presets as shipped ' +
    'and no manual retouching.',
  pl:
    'Te zdjęcia wykonał lokalny silnik Kadr z 6 selfie każdej osoby, wyciętych ze zdjęć dołączonych do otwartych ' +
    'projektów rozpoznawania twarzy (zdjęcia demonstracyjne face-api i Human, licencja MIT), w stylach w wersji, w jakiej ' +
    'je udostępniamy, bez ręcznego retuszu.',
} as const;
