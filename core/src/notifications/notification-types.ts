/**
 * The kinds of notification, each with its words in English and Polish (rendered when the notification is
 * written, so a row reads the same whatever changes later), whether it is emailed by default, and where it leads.
 * Parameters are stored with the row as JSON: numbers, strings, ISO dates.
 */
export const NOTIFICATION_TYPES = [
  'training_succeeded',
  'training_failed',
  'headshots_ready',
  'headshots_failed',
  'video_ready',
  'video_failed',
  'payment_succeeded',
  'payment_failed',
  'subscription_renewed',
  'subscription_ending',
  'low_credits',
  'team_invitation_received',
  'team_member_joined',
  'data_export_ready',
  'data_export_failed',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The types a user can choose whether to get by email (not those always emailed). */
export const isEmailOptional = (type: NotificationType): boolean => !NOTIFICATION_TYPE_DEFINITIONS[type].alwaysEmailed;

export const isNotificationType = (value: string): value is NotificationType => (NOTIFICATION_TYPES as readonly string[]).includes(value);

export const NOTIFICATION_LANGUAGES = ['en', 'pl'] as const;
export type NotificationLanguage = (typeof NOTIFICATION_LANGUAGES)[number];

export type LocalizedName = Record<NotificationLanguage, string>;

/** What each type's words are made from. */
export interface NotificationParams {
  /** `modelName`: null when the model has none. */
  training_succeeded: { modelName: string | null };
  training_failed: { modelName: string | null };
  /** `count`: images delivered; `background`: a background change rather than a new set. */
  headshots_ready: { count: number; background?: boolean };
  headshots_failed: { background?: boolean };
  video_ready: Record<string, never>;
  video_failed: Record<string, never>;
  /** `amount` in minor units (cents, grosze) of `currency` (ISO code); `credits` added, if any. */
  payment_succeeded: { amount: number; currency: string; credits: number };
  payment_failed: { amount: number; currency: string };
  /** `planName` in each language; `periodEnd`: ISO date the renewed period runs to. */
  subscription_renewed: { planName: LocalizedName; periodEnd: string };
  /** `endsAt`: ISO date the subscription ends. */
  subscription_ending: { planName: LocalizedName; endsAt: string };
  /** `balance`: credits left; `teamName` when it is a team's wallet. */
  low_credits: { balance: number; teamName?: string };
  team_invitation_received: { teamName: string; inviterName: string };
  team_member_joined: { teamName: string; memberName: string };
  /** `exportId`: the export; `teamName` when it holds a team's data; `expiresAt`: ISO date its link stops working. */
  data_export_ready: { exportId: string; teamName?: string; expiresAt: string };
  data_export_failed: { exportId: string; teamName?: string };
}

export interface NotificationText {
  title: string;
  body: string;
}

interface TypeDefinition<T extends NotificationType> {
  /** Emailed unless the user turned it off (users.notification_email_prefs). */
  emailByDefault: boolean;
  /** Emailed whatever the preference (the user asked for it, e.g. their data export): no switch for it. */
  alwaysEmailed?: true;
  /** An app path without the language prefix; the caller may pass another one (e.g. with a token in it). */
  link: (params: NotificationParams[T]) => string | null;
  en: (params: NotificationParams[T]) => NotificationText;
  pl: (params: NotificationParams[T]) => NotificationText;
}

const money = (locale: string, minor: number, currency: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(minor / 100);
const day = (locale: string, iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

/** ` “name”` after a noun, or nothing for a thing without a name. */
const quoted = (name: string | null, open: string, close: string) => (name ? ` ${open}${name}${close}` : '');
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const enPlural = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;
const plRules = new Intl.PluralRules('pl-PL');
/** Polish: 1 zdjęcie, 2–4 zdjęcia (and 22–24 …), 5 zdjęć. */
const plPlural = (n: number, one: string, few: string, many: string) => {
  const form = plRules.select(n);
  return `${n} ${form === 'one' ? one : form === 'few' ? few : many}`;
};

export const NOTIFICATION_TYPE_DEFINITIONS: { [T in NotificationType]: TypeDefinition<T> } = {
  training_succeeded: {
    emailByDefault: true,
    link: () => '/account?tab=models',
    en: (p) => ({ title: 'Training completed successfully!', body: `Your model${quoted(p.modelName, '“', '”')} is ready. You can generate headshots now.` }),
    pl: (p) => ({ title: 'Trening zakończony sukcesem!', body: `Twój model${quoted(p.modelName, '„', '”')} jest gotowy. Możesz już generować zdjęcia profilowe.` }),
  },
  training_failed: {
    emailByDefault: true,
    link: () => '/account?tab=models',
    en: (p) => ({ title: 'Training failed', body: `Training of your model${quoted(p.modelName, '“', '”')} failed. Your credits have been returned.` }),
    pl: (p) => ({ title: 'Trening nie powiódł się', body: `Trening modelu${quoted(p.modelName, '„', '”')} nie powiódł się. Kredyty zostały zwrócone na Twoje konto.` }),
  },
  headshots_ready: {
    emailByDefault: true,
    link: () => '/my-photos',
    en: (p) =>
      p.background
        ? { title: 'Your new background is ready', body: 'The photo with the changed background is in My photos.' }
        : { title: 'Your headshots are ready', body: `${enPlural(p.count, 'new headshot is', 'new headshots are')} waiting in My photos.` },
    pl: (p) =>
      p.background
        ? { title: 'Nowe tło jest gotowe', body: 'Zdjęcie ze zmienionym tłem czeka w zakładce Moje zdjęcia.' }
        : {
            title: 'Twoje zdjęcia profilowe są gotowe',
            body: `W zakładce Moje zdjęcia ${plRules.select(p.count) === 'few' ? 'czekają' : 'czeka'} ${plPlural(p.count, 'nowe zdjęcie', 'nowe zdjęcia', 'nowych zdjęć')}.`,
          },
  },
  headshots_failed: {
    emailByDefault: true,
    link: (p) => (p.background ? '/my-photos' : '/generator'),
    en: (p) =>
      p.background
        ? { title: 'Background change failed', body: 'We could not change the background of your photo. No credits were charged for it.' }
        : { title: 'Headshot generation failed', body: 'We could not generate your headshots. Credits for photos not delivered have been returned.' },
    pl: (p) =>
      p.background
        ? { title: 'Zmiana tła nie powiodła się', body: 'Nie udało się zmienić tła zdjęcia. Nie pobraliśmy za to kredytów.' }
        : { title: 'Generowanie zdjęć nie powiodło się', body: 'Nie udało się wygenerować zdjęć profilowych. Kredyty za niedostarczone zdjęcia zostały zwrócone.' },
  },
  video_ready: {
    emailByDefault: true,
    link: () => '/video-generator',
    en: () => ({ title: 'Your video is ready', body: 'Your profile video has been generated. Watch and download it now.' }),
    pl: () => ({ title: 'Twój film jest gotowy', body: 'Twój film profilowy został wygenerowany. Możesz go obejrzeć i pobrać.' }),
  },
  video_failed: {
    emailByDefault: true,
    link: () => '/video-generator',
    en: () => ({ title: 'Video generation failed', body: 'We could not generate your video. Your credits have been returned.' }),
    pl: () => ({ title: 'Generowanie filmu nie powiodło się', body: 'Nie udało się wygenerować filmu. Kredyty zostały zwrócone na Twoje konto.' }),
  },
  payment_succeeded: {
    emailByDefault: true,
    link: () => '/account?tab=subscription',
    en: (p) => ({
      title: 'Payment received',
      body: `We received your payment of ${money('en-US', p.amount, p.currency)}.${p.credits > 0 ? ` ${enPlural(p.credits, 'credit has', 'credits have')} been added.` : ''}`,
    }),
    pl: (p) => ({
      title: 'Płatność przyjęta',
      body: `Otrzymaliśmy Twoją płatność w wysokości ${money('pl-PL', p.amount, p.currency)}.${p.credits > 0 ? ` Dodaliśmy ${plPlural(p.credits, 'kredyt', 'kredyty', 'kredytów')}.` : ''}`,
    }),
  },
  payment_failed: {
    emailByDefault: true,
    link: () => '/account?tab=subscription',
    en: (p) => ({ title: 'Payment failed', body: `Your payment of ${money('en-US', p.amount, p.currency)} did not go through. Please check your payment method.` }),
    pl: (p) => ({ title: 'Płatność nie powiodła się', body: `Płatność w wysokości ${money('pl-PL', p.amount, p.currency)} nie została zrealizowana. Sprawdź metodę płatności.` }),
  },
  subscription_renewed: {
    emailByDefault: true,
    link: () => '/account?tab=subscription',
    en: (p) => ({ title: 'Subscription renewed', body: `Your ${p.planName.en} subscription has been renewed until ${day('en-US', p.periodEnd)}.` }),
    pl: (p) => ({ title: 'Subskrypcja odnowiona', body: `Twoja subskrypcja (plan ${p.planName.pl}) została odnowiona do ${day('pl-PL', p.periodEnd)}.` }),
  },
  subscription_ending: {
    emailByDefault: true,
    link: () => '/account?tab=subscription',
    en: (p) => ({ title: 'Subscription ending', body: `Your ${p.planName.en} subscription ends on ${day('en-US', p.endsAt)} and will not renew.` }),
    pl: (p) => ({ title: 'Subskrypcja wkrótce wygaśnie', body: `Twoja subskrypcja (plan ${p.planName.pl}) wygaśnie ${day('pl-PL', p.endsAt)} i nie zostanie odnowiona.` }),
  },
  low_credits: {
    emailByDefault: true,
    link: () => '/pricing',
    en: (p) => {
      const left = p.balance > 0 ? `only ${enPlural(p.balance, 'credit', 'credits')} left` : 'no credits left';
      return {
        title: 'Your credits are running low',
        body: `${p.teamName ? `The team “${p.teamName}” has` : 'You have'} ${left}. Top up to keep generating.`,
      };
    },
    pl: (p) => {
      // Polish verbs agree with the number: został 1 kredyt, zostały 3 kredyty, zostało 5 kredytów.
      const verb = { one: 'został', few: 'zostały' }[plRules.select(p.balance) as 'one' | 'few'] ?? 'zostało';
      const left =
        p.balance > 0
          ? p.teamName
            ? `Zespołowi „${p.teamName}” ${verb} tylko ${plPlural(p.balance, 'kredyt', 'kredyty', 'kredytów')}`
            : `${capitalize(verb)} Ci tylko ${plPlural(p.balance, 'kredyt', 'kredyty', 'kredytów')}`
          : p.teamName
            ? `Zespół „${p.teamName}” nie ma już kredytów`
            : 'Nie masz już kredytów';
      return { title: 'Kończą się kredyty', body: `${left}. Doładuj konto, aby dalej generować.` };
    },
  },
  team_invitation_received: {
    emailByDefault: true,
    link: () => '/account?tab=team',
    en: (p) => ({ title: 'Team invitation', body: `${p.inviterName} invited you to join the team “${p.teamName}”.` }),
    pl: (p) => ({ title: 'Zaproszenie do zespołu', body: `${p.inviterName} zaprasza Cię do zespołu „${p.teamName}”.` }),
  },
  team_member_joined: {
    emailByDefault: true,
    link: () => '/account?tab=team',
    en: (p) => ({ title: 'New team member', body: `${p.memberName} joined the team “${p.teamName}”.` }),
    pl: (p) => ({ title: 'Nowy członek zespołu', body: `Do zespołu „${p.teamName}” dołączyła nowa osoba: ${p.memberName}.` }),
  },
  data_export_ready: {
    emailByDefault: true,
    alwaysEmailed: true,
    link: (p) => `/account?tab=profile&export=${p.exportId}`,
    en: (p) => ({
      title: 'Your data export is ready',
      body: `The copy of ${p.teamName ? `the team “${p.teamName}”’s` : 'your'} data is ready to download until ${day('en-US', p.expiresAt)}. Sign in to download it: the link works only for you.`,
    }),
    pl: (p) => ({
      title: 'Eksport danych jest gotowy',
      body: `Kopia ${p.teamName ? `danych zespołu „${p.teamName}”` : 'Twoich danych'} czeka na pobranie do ${day('pl-PL', p.expiresAt)}. Zaloguj się, aby ją pobrać: link działa tylko dla Ciebie.`,
    }),
  },
  data_export_failed: {
    emailByDefault: true,
    alwaysEmailed: true,
    link: () => '/account?tab=profile',
    en: (p) => ({ title: 'Data export failed', body: `We could not prepare the copy of ${p.teamName ? `the team “${p.teamName}”’s` : 'your'} data. Please ask for it again.` }),
    pl: (p) => ({ title: 'Eksport danych nie powiódł się', body: `Nie udało się przygotować kopii ${p.teamName ? `danych zespołu „${p.teamName}”` : 'Twoich danych'}. Poproś o nią ponownie.` }),
  },
};

/** A type's words in both languages. */
export function renderNotification<T extends NotificationType>(type: T, params: NotificationParams[T]): Record<NotificationLanguage, NotificationText> {
  const definition = NOTIFICATION_TYPE_DEFINITIONS[type];
  return { en: definition.en(params), pl: definition.pl(params) };
}

/** Whether a type is emailed: the user's choice (a JSON object of type → boolean), else the type's default. */
export function emailWanted(prefs: unknown, type: NotificationType): boolean {
  if (NOTIFICATION_TYPE_DEFINITIONS[type].alwaysEmailed) return true;
  const chosen = prefs && typeof prefs === 'object' ? (prefs as Record<string, unknown>)[type] : undefined;
  return typeof chosen === 'boolean' ? chosen : NOTIFICATION_TYPE_DEFINITIONS[type].emailByDefault;
}
