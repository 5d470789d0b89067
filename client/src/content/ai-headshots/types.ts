import type { IndustryId, StyleId } from '../../features/ai-headshots/matrix';

/** How well a style suits a profession: the same in every language (verdicts.ts), worded by each language. */
export type Verdict = 'recommended' | 'works' | 'thinkTwice';

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface IndustryText {
  /** As a heading or a link: "Lawyers", "Prawnicy". */
  name: string;
  /** Inside a sentence after "for" / "dla" (Polish genitive): "lawyers", "prawników". */
  forWhom: string;
  /** One sentence under the profession on the index page. */
  summary: string;
  /** Why a good headshot matters in this profession (the page's lead, with the style's fit). */
  lead: string;
  /** Backgrounds that suit the profession: colours and why. */
  backgrounds: string[];
  /** Clothing: formality, colours, details. */
  clothing: string[];
  avoid: string[];
  /** Where the photo ends up (LinkedIn, the firm's site, portals of the profession). */
  uses: string[];
  faq: FaqEntry[];
}

/** A style's words beyond its name and one-line description, which come from core/src/catalogue/headshot-styles.ts. */
export interface StyleText {
  /** A phrase for titles and links, in sentence case: "professional style", "white background". */
  label: string;
  /** What the engine does, in two to four sentences. */
  look: string;
}

/** The pages' own words; `{name}` marks a value filled in by the page. */
export interface PageWords {
  home: string;
  index: {
    title: string;
    description: string;
    intro: string[];
    industriesHeading: string;
    stylesHeading: string;
    stylesIntro: string;
    /** The label before each profession's style links (screen readers): "Styles for {industry}". */
    stylesFor: string;
  };
  page: {
    /** h1 and title: "AI headshots for {industry}: {style}". */
    title: string;
    description: string;
    fitHeading: string;
    styleHeading: string;
    /** Names the preset in the generator: "In the generator this preset is called “{name}”." */
    presetName: string;
    adviceHeading: string;
    backgroundsHeading: string;
    clothingHeading: string;
    avoidHeading: string;
    usesHeading: string;
    faqHeading: string;
    moreHeading: string;
    otherStyles: string;
    otherIndustries: string;
    allPages: string;
  };
  verdicts: Record<Verdict, string>;
  price: {
    heading: string;
    from: string;
    costs: string;
    facts: string;
    steps: string;
    register: string;
    pricing: string;
    /** Plural forms of "credit" by Intl.PluralRules category. */
    credits: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
  };
  breadcrumbLabel: string;
}

/** One language's content of the programmatic pages (loaded lazily, only on these pages). */
export interface HeadshotContent {
  words: PageWords;
  industries: Record<IndustryId, IndustryText>;
  styles: Record<StyleId, StyleText>;
  /** Why this style does or does not suit this profession: one or two sentences per pair. */
  fit: Record<IndustryId, Record<StyleId, string>>;
}
