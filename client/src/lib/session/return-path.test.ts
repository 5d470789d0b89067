import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetReturnPath, readReturnPath, rememberReturnPath } from './return-path';

const store = new Map<string, string>();
vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) });

afterEach(() => store.clear());

describe('return path after sign-in', () => {
  it('is read back until forgotten', () => {
    rememberReturnPath('/pl/zaproszenie/abc', 1000);
    expect(readReturnPath(2000)).toBe('/pl/zaproszenie/abc');
    forgetReturnPath();
    expect(readReturnPath(2000)).toBeNull();
  });

  it('lapses after a week and ignores anything that is not an app path', () => {
    rememberReturnPath('/en/invitation/abc', 0);
    expect(readReturnPath(8 * 86_400_000)).toBeNull();
    rememberReturnPath('https://evil.example/x', 0);
    expect(readReturnPath(1)).toBeNull();
    store.set('kadr.returnPath', 'not json');
    expect(readReturnPath(1)).toBeNull();
  });
});
