import { useIntl } from 'react-intl';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { screenAccess, screenSlug, toLanguagePath, type ScreenKey } from '../config/routes';
import { useLanguage } from './language-context';
import { RequireAccess } from './require-access';
import { useDocumentTitle } from './use-document-title';
import { pages } from './routes/pages';

/**
 * One screen under a language prefix. A slug of the other language (/en/pulpit) is redirected to this
 * language's slug (/en/dashboard), so every table row resolves in both languages.
 */
export function ScreenRoute({ screen, slug }: { screen: ScreenKey; slug: string }) {
  const { code } = useLanguage();
  const location = useLocation();
  const params = useParams();
  const intl = useIntl();
  const title = intl.formatMessage({ id: `screens.${screen}.title` }, { industry: params.industry, style: params.style });

  useDocumentTitle(title, { brandFirst: screen === 'landing' });

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
