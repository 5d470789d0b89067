import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useBrowserState } from '../../app/hydration';
import {
  applyColorMode,
  readColorModePreference,
  storeColorModePreference,
  systemColorMode,
  type ColorMode,
  type ColorModePreference,
} from './color-mode';

interface ColorModeContextValue {
  preference: ColorModePreference;
  mode: ColorMode;
  setPreference: (preference: ColorModePreference) => void;
}

const ColorModeContext = createContext<ColorModeContextValue | null>(null);

export function ColorModeProvider({ children }: { children: ReactNode }) {
  // Prerendered pages are drawn for 'system' in light; theme-init.js has already coloured the page before paint.
  const [preference, setPreferenceState] = useBrowserState<ColorModePreference>('system', readColorModePreference);
  const [system, setSystem] = useBrowserState<ColorMode>('light', systemColorMode);

  useEffect(() => {
    const query = matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => setSystem(query.matches ? 'dark' : 'light');
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [setSystem]);

  const mode = preference === 'system' ? system : preference;
  useEffect(() => {
    applyColorMode(mode);
  }, [mode]);

  const value = useMemo<ColorModeContextValue>(
    () => ({
      preference,
      mode,
      setPreference: (next) => {
        storeColorModePreference(next);
        setPreferenceState(next);
      },
    }),
    [preference, mode, setPreferenceState],
  );
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeContextValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode must be used inside ColorModeProvider');
  return value;
}
