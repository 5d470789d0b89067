import { useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router-dom';
import { screenAccess, screenSlug, toLanguagePath, type ScreenKey } from '../config/routes';
import { useLanguage } from './language-context';
import { RequireAccess } from './require-access';
import { usePageMeta } from '../seo/page-meta';
import { pages } from './routes/pages';

/**
 * One screen under a language prefix. A slug of the other language (/en/pulpit) is redirected to this
 * language's slug (/en/dashboard), so every table row resolves in both languages.
 */
export function ScreenRoute({ screen, slug }: { screen: ScreenKey; slug: string }) {
  const { code } = useLanguage();
  const location = useLocation();
  const intl = useIntl();
  const title = intl.formatMessage({ id: `screens.${screen}.title` });

  // The page's own usePageMeta wins; screens that declare nothing get their title and the site's description.
  usePageMeta(
    { title, description: intl.formatMessage({ id: 'seo.default.description' }), brandFirst: screen === 'landing', noindex: screenAccess(screen) !== 'public' },
    { fallback: true },
  );

  if (screenSlug(screen, code) !== slug) {
    return <Navigate replace to={toLanguagePath(location.pathname + location.search + location.hash, code)} />;
  }
  const Page = pages[screen];
  return (
    <RequireAccess access={screenAccess(screen)}>
      <Page screen={screen} />
    </RequireAccess>
  );
}
