import { list, p, table } from '../../features/landing/rich-text';
import { contactEmail } from './contact';
import { storageRows } from './storage-entries';
import type { LegalDocument } from './types';

const necessary = 'Strictly necessary';
const preference = 'A preference you chose';

const rows = storageRows({
  token: {
    holds: 'Your sign-in token, which tells our server that you are signed in.',
    kind: necessary,
    lasts: 'Until you sign out. The server accepts it only for a short while; then the app renews it with the renewal token.',
  },
  refreshToken: {
    holds: 'The renewal token that keeps you signed in between visits.',
    kind: necessary,
    lasts: 'Until you sign out. The server accepts it for up to 30 days, and each renewal replaces it with a new one.',
  },
  language: {
    holds: 'The interface language you picked in the language switcher (en or pl).',
    kind: preference,
    lasts: 'Until you pick another language or clear your browser’s data.',
  },
  theme: {
    holds: 'Your colour theme: light, dark or the system’s.',
    kind: preference,
    lasts: 'Until you change it or clear your browser’s data.',
  },
  returnPath: {
    holds: 'The team invitation page to bring you back to after you sign up or log in from it.',
    kind: necessary,
    lasts: 'Up to 7 days; removed once you are back on the invitation.',
  },
});

export const document: LegalDocument = {
  description: 'Kadr sets no tracking or advertising cookies. This page lists the few entries the app keeps in your browser, why, for how long and how to remove them.',
  lead: 'This policy explains what Kadr stores in your browser. The short version: no cookies for tracking or advertising, and nothing that is not needed for signing in or for a setting you chose yourself.',
  sections: [
    {
      id: 'summary',
      title: 'In short',
      blocks: [
        list(
          'Kadr sets no cookies for tracking or advertising, and uses no third-party analytics.',
          'The app keeps a few entries in your browser’s local storage, each either strictly necessary for signing in or a preference you chose.',
          'Nothing else is stored without your consent. That is why you see no consent banner: there is nothing to ask about.',
        ),
      ],
    },
    {
      id: 'stored',
      title: 'What the app stores in your browser',
      blocks: [
        p('These entries live in your browser’s local storage for Kadr’s address only. They are read by the app in your browser; our server never reads them as cookies.'),
        table('Entries Kadr keeps in your browser', ['Key', 'What it holds', 'Type', 'How long'], rows),
      ],
    },
    {
      id: 'payments',
      title: 'When you pay',
      blocks: [
        p('Payments happen on Stripe’s own payment page. Stripe may use its own cookies there, for example to prevent fraud, under its own cookie policy. They are set on Stripe’s site, not on Kadr’s.'),
      ],
    },
    {
      id: 'remove',
      title: 'How to remove them',
      blocks: [
        list(
          'Signing out removes both sign-in tokens.',
          'The language and theme change whenever you pick another one.',
          'To remove everything at once, clear the site data for Kadr in your browser’s settings (usually under privacy, “cookies and site data”). This also signs you out.',
          'In a private window, everything is removed when you close it.',
        ),
      ],
    },
    {
      id: 'changes',
      title: 'If this ever changes',
      blocks: [p('If we ever want to store something that is not strictly necessary, such as analytics, we will ask for your consent first and update this policy.')],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [p('Questions about this policy: ', { email: contactEmail }, '.')],
    },
  ],
};
