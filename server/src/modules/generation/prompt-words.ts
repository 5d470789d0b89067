import type { HeadshotMood } from '@kadr/core/jobs/headshot-job';

// The vocabulary readPrompt knows, English and Polish. Polish inflects nouns and adjectives (biuro, biurze, biura,
// biurem; miasto, miasta, mieście), so Polish entries are stems or lists of forms; every pattern is matched against one
// lower-case word from its start to its end.

const wholeWord = (alternatives: string) => new RegExp(`^(?:${alternatives})$`, 'u');
// Word boundaries that know Polish letters (JavaScript's \b only knows ASCII ones).
const wordStart = (alternatives: string) => new RegExp(`(?<!\\p{L})(?:${alternatives})`, 'u');

export const MOOD_WORDS: [HeadshotMood, RegExp][] = [
  ['warm', wordStart('warm|warmer|golden|sunny|cosy|cozy|ciepł|złot|słoneczn|przytuln')],
  ['cool', wordStart('cool|cold|icy|blue tones?|chłodn|zimn|lodow')],
  ['dramatic', wordStart('dramatic|moody|high[- ]contrast|cinematic|dramatyczn|nastrojow|kontrastow|kinow|filmow')],
  ['bright', wordStart('bright|airy|light and airy|high[- ]key|jasn|rozświetlon|świetlist')],
  ['neutral', wordStart('neutral|natural colou?rs?|true to life|neutraln|naturaln')],
];

/**
 * Words that name a place or a backdrop: a clause holding one asks for a background (which the engine may or may not
 * be able to make). "light" / "światło" alone is lighting (a mood); "lights" are city lights, and "światła miasta"
 * is read through "miasta" (światła is also "of light").
 */
export const PLACE_WORD = wholeWord(
  [
    // English
    'offices?|workplace|workspace|coworking|desk|outdoors?|outside|park|nature|gardens?|trees?|forest|woods',
    'studio|city|cities|cityscape|skyline|skyscrapers?|streets?|urban|downtown|lights|neon|night|nighttime|evening',
    'sunset|sunrise|beach|sea|seaside|ocean|mountains?|lake|river|library|caf[eé]|restaurant|bar|kitchen|home',
    'room|loft|windows?|bookshel(?:f|ves)|boardroom|lobby|building|interior|indoors|background|backdrop|wall',
    'bokeh|scenery|landscape|view|views',
    // Polish
    'biur(?:o|a|ze|em|u|ach|ami|ow\\p{L}*)|biurk\\p{L}*|gabinet\\p{L}*|plener\\p{L}*|natur(?:a|y|ze|ą|ę)|ogr[oó]d\\p{L}*',
    'drzew\\p{L}*|las|lasu|lesie|lasem|leśn\\p{L}*|park\\p{L}*|studi\\p{L}*|miast\\p{L}*|mieście|miejsk\\p{L}*',
    'ulic\\p{L}*|świateł|neon\\p{L}*|noc|nocą|nocy|nocn\\p{L}*|wiecz[oó]r\\p{L}*|zach[oó]d\\p{L}*',
    'plaż\\p{L}*|morz\\p{L}*|morsk\\p{L}*|g[oó]r|góry|górach|górsk\\p{L}*|jezior\\p{L}*|bibliotek\\p{L}*',
    'kawiarni\\p{L}*|restauracj\\p{L}*|kuchni\\p{L}*|dom|domu|domem|domow\\p{L}*|pok[oó]j\\p{L}*|salon\\p{L}*',
    'loft\\p{L}*|okn\\p{L}*|okien|półk\\p{L}*|regał\\p{L}*|wnętrz\\p{L}*|budyn\\p{L}*|wieżowc\\p{L}*',
    'tło|tle|tła|tłem|ścian\\p{L}*|krajobraz\\p{L}*|sceneri\\p{L}*|widok\\p{L}*',
  ].join('|'),
);

/** Prepositions that open a place phrase: "in a glass office", "w biurze", "na tle miasta", "przed ścianą". */
export const PLACE_PREPOSITION = wholeWord(
  'in|inside|at|on|against|by|near|outside|before|beside|behind|under|w|we|na|przed|za|nad|pod|przy|obok|wśród|pośród',
);

/** Who the photo shows: the person always comes from the user's own photos. */
export const PERSON_WORD = wholeWord(
  [
    'i|me|myself|man|men|woman|women|person|people|guy|girl|boy|lady|gentleman|businesswoman|businessman',
    'businessperson|ceo|founder|manager|executive|entrepreneur|lawyer|doctor|engineer|developer|professional',
    'ja|mnie|mną|pan|pani|mężczyzn\\p{L}*|kobiet\\p{L}*|osob\\p{L}*|dziewczyn\\p{L}*|chłopa\\p{L}*|bizneswoman',
    'biznesmen\\p{L}*|prezes\\p{L}*|menedżer\\p{L}*|kierownik\\p{L}*|prawni\\p{L}*|lekar\\p{L}*|inżynier\\p{L}*',
    'programist\\p{L}*|przedsiębiorc\\p{L}*',
  ].join('|'),
);

/** Articles and possessives dropped from the edges of a phrase ("a confident businesswoman" → "confident businesswoman"). */
export const ARTICLE = wholeWord('a|an|the|my|our|some');

/** What every local headshot is anyway: no need to say it was not honoured. */
export const GENERIC_WORD = wholeWord(
  [
    'a|an|the|my|me|of|in|professional|corporate|business|linkedin|cv|resume|profile|headshots?|portraits?|photos?',
    'pictures?|shots?|high|quality|hq|sharp|detailed|realistic|photorealistic|4k|8k|hd|style|looking|person|man|woman',
    'profesjonaln\\p{L}*|biznesow\\p{L}*|korporacyjn\\p{L}*|zdjęci\\p{L}*|zdjęć|portret\\p{L}*|fotografi\\p{L}*|foto',
    'profilow\\p{L}*|do|na|w|z|ze|mnie|moje|mój|moja|wysok\\p{L}*|jakoś\\p{L}*|ostr\\p{L}*|szczegółow\\p{L}*',
    'realistyczn\\p{L}*|fotorealistyczn\\p{L}*|styl\\p{L}*|osob\\p{L}*|mężczyzn\\p{L}*|kobiet\\p{L}*|ładn\\p{L}*|dobr\\p{L}*',
  ].join('|'),
);

/**
 * A whole place phrase that names a background explicitly: "on a navy background", "background: office",
 * "na białym tle", "tło: biuro", "biuro w tle", "przed szarą ścianą". The group is the background itself.
 */
export const EXPLICIT_BACKGROUND = [
  /^(.+?)\s+in the (?:background|backdrop)$/u,
  /^(?:on|against|in front of|with)?\s*(?:an?|the)?\s*(.+?)\s+(?:background|backdrop|wall)$/u,
  /^(?:background|backdrop)\s*(?:of|:|is|in)?\s*(?:an?|the)?\s*(.+)$/u,
  /^(.+?)\s+(?:w|na)\s+tle$/u,
  /^(?:na|w)?\s*(.+?)\s+(?:tle|tło|tłem|ścianie|ściana|ścianą)$/u,
  /^(?:na\s+)?(?:tło|tle|tłem)\s*(?::|to|jak)?\s*(.+)$/u,
  /^przed\s+(.+?)\s+(?:ścianą|tłem)$/u,
];
