import { IconButton } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useHydrated } from '../../app/hydration';
import { colorModePreferences, nextPreference } from '../../lib/theme/color-mode';
import { useColorMode } from '../../lib/theme/color-mode-provider';

const icons = { light: '☀', dark: '☾', system: '◐' } as const;

/** Cycles light → dark → system; the preference is stored under kadr.theme. */
export function ThemeToggle() {
  const intl = useIntl();
  const { preference, setPreference } = useColorMode();
  const hydrated = useHydrated();
  const mode = intl.formatMessage({ id: `layout.themeToggle.${preference}` });
  const label = intl.formatMessage({ id: 'layout.themeToggle.label' }, { mode });
  // A public page that is not hydrated works the toggle with these (client/src/islands.ts).
  const labels = JSON.stringify(
    Object.fromEntries(
      colorModePreferences.map((p) => [p, intl.formatMessage({ id: 'layout.themeToggle.label' }, { mode: intl.formatMessage({ id: `layout.themeToggle.${p}` }) })]),
    ),
  );
  return (
    <IconButton
      variant="ghost"
      size="sm"
      disabled={!hydrated}
      aria-label={label}
      title={label}
      data-island="theme"
      data-labels={labels}
      onClick={() => setPreference(nextPreference(preference))}
    >
      <span aria-hidden="true">{icons[preference]}</span>
    </IconButton>
  );
}
