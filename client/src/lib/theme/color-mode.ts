import { storageKeys } from '../../config/storage-keys';
import { readStorage, writeStorage } from '../storage';

export type ColorModePreference = 'light' | 'dark' | 'system';
export type ColorMode = 'light' | 'dark';

export const colorModePreferences: readonly ColorModePreference[] = ['light', 'dark', 'system'];

export function readColorModePreference(): ColorModePreference {
  const stored = readStorage(storageKeys.theme);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

export function systemColorMode(): ColorMode {
  return typeof matchMedia !== 'undefined' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Chakra v3 reads the `.dark` class on <html>; `light` is set explicitly so nothing is inferred. */
export function applyColorMode(mode: ColorMode): void {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
}

export function storeColorModePreference(preference: ColorModePreference): void {
  writeStorage(storageKeys.theme, preference);
}

export function nextPreference(current: ColorModePreference): ColorModePreference {
  const index = colorModePreferences.indexOf(current);
  return colorModePreferences[(index + 1) % colorModePreferences.length] ?? 'system';
}
