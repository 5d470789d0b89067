import { Button, Group } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useLanguage } from '../../app/language-context';
import { languageCodes, languages } from '../../config/languages';
import { switchLanguagePath } from '../../config/routes';
import { storeLanguagePreference } from '../../lib/intl/browser-language';

/** EN | PL: keeps the current screen, swapping to the other language's slug. */
export function LanguageSwitcher() {
  const intl = useIntl();
  const { code } = useLanguage();
  const location = useLocation();
  const current = location.pathname + location.search + location.hash;
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
            to={switchLanguagePath(current, lang)}
            lang={lang}
            hrefLang={lang}
            title={intl.formatMessage({ id: 'layout.languageSwitcher.switchTo' }, { language: languages[lang].nativeName })}
            onClick={() => storeLanguagePreference(lang)}
          >
            {lang.toUpperCase()}
          </RouterLink>
        </Button>
      ))}
    </Group>
  );
}
