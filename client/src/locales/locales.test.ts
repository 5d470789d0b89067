import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import enShared from './en.json';
import { pl } from './pl';
import plShared from './pl.json';

describe('locales', () => {
  it('have the same keys in English and Polish', () => {
    expect(Object.keys(pl).sort()).toEqual(Object.keys(en).sort());
  });

  it('share the same ids with the server in English and Polish (en.json, pl.json: the words of emails)', () => {
    expect(Object.keys(plShared).sort()).toEqual(Object.keys(enShared).sort());
    expect(Object.keys(enShared).length).toBeGreaterThan(0);
  });

  it('have no empty Polish or English value', () => {
    const empty = [...Object.entries(pl), ...Object.entries(en)].filter(([, v]) => !v.trim()).map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it('use ids of the form <feature>.<component>.<key> or errors.<CODE>', () => {
    const bad = Object.keys(en).filter((id) => !/^(errors\.[A-Z_]+|[a-zA-Z]+\.[a-zA-Z]+\.[a-zA-Z0-9]+)$/.test(id));
    expect(bad).toEqual([]);
  });

  it('parse as ICU messages in both languages', () => {
    for (const [locale, messages] of [['en-US', en], ['pl-PL', pl]] as const) {
      const errors: string[] = [];
      const intl = createIntl({ locale, messages, onError: (e) => errors.push(e.message) });
      for (const id of Object.keys(messages)) {
        intl.formatMessage({ id }, { count: 2, seconds: 2, price: 'x', email: 'e', name: 'n', year: 2025, credits: 'c',
          industry: 'i', style: 's', language: 'l', mode: 'm', usable: 3, needed: 5, available: 2, mb: 15, score: 80, max: 20, minutes: 4, time: "5-30 seconds", unit: "seconds", min: 5, id: "cs_1", date: 'd', width: 300, height: 280, pixels: 80, percent: 9, minPixels: 120, minPercent: 15, degrees: 30, hours: 24, value: 'v', clause: 'c', note: 'n', reasons: 'r', terms: (c: string[]) => c.join(""), privacy: (c: string[]) => c.join(""), methods: "card",
          plan: 'p', kind: 'package', interval: 'month', amount: 'a', forTeam: 'no', team: 't', orderId: 'o', at: 'a', quality: 'q', inviter: 'i', days: 7, role: 'member', domain: 'firma.pl', job: 'j',
          shown: 1, balance: 3, after: 4, reason: 'r', url: 'u', term: 't', meaning: 'm', docs: (c: string[]) => c.join(''), account: (c: string[]) => c.join(''), code: (c: string[]) => c.join(''), when: 'w', files: 2, size: 's', until: 'u', invoice: 'company', company: 'c', number: 'n' });
      }
      expect(errors).toEqual([]);
    }
  });
});
