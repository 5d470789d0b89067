import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = Date.parse('2026-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('says now under a minute, then minutes, hours and days ago in English', () => {
    expect(relativeTime(ago(20), now, 'en')).toBe('now');
    expect(relativeTime(ago(5 * 60), now, 'en')).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3600), now, 'en')).toBe('3 hours ago');
    expect(relativeTime(ago(86_400), now, 'en')).toBe('yesterday');
    expect(relativeTime(ago(3 * 86_400), now, 'en')).toBe('3 days ago');
  });

  it('speaks Polish with its plural forms', () => {
    expect(relativeTime(ago(10), now, 'pl')).toBe('teraz');
    expect(relativeTime(ago(2 * 60), now, 'pl')).toBe('2 minuty temu');
    expect(relativeTime(ago(5 * 60), now, 'pl')).toBe('5 minut temu');
    expect(relativeTime(ago(86_400), now, 'pl')).toBe('wczoraj');
  });
});
