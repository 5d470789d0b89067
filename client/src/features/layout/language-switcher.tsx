import { Button, Group } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useHydrated } from '../../app/hydration';
import { useLanguage } from '../../app/language-context';
import { languageCodes, languages } from '../../config/languages';
import { storeLanguagePreference } from '../../lib/intl/browser-language';
import { alternatePath } from '../../seo/alternate-path';

/**
 * EN | PL: keeps the current screen, swapping to the other language's slug.
 *
 * The href is for crawlers and new tabs; a click reads the address bar at that moment, because the router updates
 * the URL before it renders the new screen (navigations run in a transition): a click in between would otherwise
 * follow the previous screen's link.
 */
export function LanguageSwitcher() {
  const intl = useIntl();
  const { code } = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  // The query only once hydrated: the prerendered page's links have none (client/language-switch.js carries it over
  // a click made before), and React does not correct an attribute that differs while it hydrates.
  const current = location.pathname + (useHydrated() ? location.search + location.hash : '');
  return (
    <Group attached role="group" aria-label={intl.formatMessage({ id: 'layout.languageSwitcher.label' })}>
      {languageCodes.map((lang) => (
        <Button
          key={lang}
          asChild
          size="sm"
          variant={lang === code ? 'solid' : 'outline'}
          aria-current={lang === code ? 'true' : undefined}
        >
          <RouterLink
            to={alternatePath(current, lang)}
            // Before hydration, client/language-switch.js adds the query and hash to this link when it is followed.
            data-language-switch=""
            lang={lang}
            hrefLang={lang}
            title={intl.formatMessage({ id: 'layout.languageSwitcher.switchTo' }, { language: languages[lang].nativeName })}
            onClick={(event) => {
              storeLanguagePreference(lang);
              if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              const { pathname, search, hash } = window.location;
              navigate(alternatePath(pathname + search + hash, lang));
            }}
          >
            {lang.toUpperCase()}
          </RouterLink>
        </Button>
      ))}
    </Group>
  );
}
