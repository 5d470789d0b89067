import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { storageKeys as appKeys } from './config/storage-keys';
import { storageKeys } from './islands';

// The islands run without the app's modules (one of them would bring the app's chunks to every public page), so
// they name what they share with the app themselves.
describe('the public pages’ islands', () => {
  it('read and write the storage keys the app uses', () => {
    expect(storageKeys).toEqual({ token: appKeys.token, theme: appKeys.theme });
  });

  it('import nothing (main.tsx imports them statically: an import would be in every public page)', () => {
    const source = readFileSync(new URL('./islands.ts', import.meta.url), 'utf8');
    expect(source.match(/^\s*import\b.*$/gm) ?? []).toEqual([]);
  });

  it('draw the theme toggle’s icons as the app does', () => {
    const toggle = readFileSync(new URL('./features/layout/theme-toggle.tsx', import.meta.url), 'utf8');
    const islands = readFileSync(new URL('./islands.ts', import.meta.url), 'utf8');
    const icons = (source: string) => /\{ light: '(.)', dark: '(.)', system: '(.)' \}/u.exec(source)?.slice(1);
    expect(icons(islands)).toBeDefined();
    expect(icons(islands)).toEqual(icons(toggle));
  });
});
