import { contactEmail } from '../../content/legal/contact';

/**
 * schema.org Organization of the landing page. `url` and `logo` are site paths: the page's meta turns them into
 * absolute URLs on the site's origin.
 */
export const organizationJsonLd = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: 'Kadr',
  url: '/',
  logo: '/logo.png',
  email: contactEmail,
  contactPoint: { '@type': 'ContactPoint', contactType: 'customer support', email: contactEmail, availableLanguage: ['Polish', 'English'] },
} as const;
