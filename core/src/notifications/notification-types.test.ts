import { describe, expect, it } from 'vitest';
import { emailWanted, NOTIFICATION_TYPE_DEFINITIONS, NOTIFICATION_TYPES, renderNotification, type NotificationParams } from './notification-types';

const SAMPLE: { [T in keyof NotificationParams]: NotificationParams[T] } = {
  training_succeeded: { modelName: 'Anna' },
  training_failed: { modelName: null },
  headshots_ready: { count: 4 },
  headshots_failed: {},
  video_ready: {},
  video_failed: {},
  payment_succeeded: { amount: 3999, currency: 'PLN', credits: 40 },
  payment_failed: { amount: 1299, currency: 'usd' },
  subscription_renewed: { planName: { en: 'Monthly', pl: 'Miesięczny' }, periodEnd: '2027-01-26T10:00:00.000Z' },
  subscription_ending: { planName: { en: 'Yearly', pl: 'Roczny' }, endsAt: '2027-11-26T10:00:00.000Z' },
  low_credits: { balance: 2 },
  team_invitation_received: { teamName: 'Studio', inviterName: 'Ola' },
  team_member_joined: { teamName: 'Studio', memberName: 'Piotr' },
  data_export_ready: { exportId: '0b6f7a39-8a55-4a36-9a4e-7c1f4f8f6d11', expiresAt: '2027-01-02T10:00:00.000Z' },
  data_export_failed: { exportId: '0b6f7a39-8a55-4a36-9a4e-7c1f4f8f6d11', teamName: 'Studio' },
};
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('notification types', () => {
  it('words every type in English and Polish, with a link into the app', () => {
    for (const type of NOTIFICATION_TYPES) {
      const text = renderNotification(type, SAMPLE[type] as never);
      for (const lang of ['en', 'pl'] as const) {
        expect(text[lang].title, `${type} ${lang}`).not.toBe('');
        expect(text[lang].body, `${type} ${lang}`).not.toMatch(/undefined|null|NaN|\[object/);
      }
      expect(NOTIFICATION_TYPE_DEFINITIONS[type].link(SAMPLE[type] as never)).toMatch(/^\/[a-z]/);
    }
  });

  it('says training succeeded in the words of spec §4, and leaves out a missing model name', () => {
    expect(renderNotification('training_succeeded', { modelName: 'Anna' }).pl.title).toBe('Trening zakończony sukcesem!');
    expect(renderNotification('training_failed', { modelName: null }).en.body).toBe('Training of your model failed. Your credits have been returned.');
  });

  it('agrees Polish nouns and verbs with the number', () => {
    const headshots = (count: number) => renderNotification('headshots_ready', { count }).pl.body;
    expect(headshots(1)).toBe('W zakładce Moje zdjęcia czeka 1 nowe zdjęcie.');
    expect(headshots(3)).toBe('W zakładce Moje zdjęcia czekają 3 nowe zdjęcia.');
    expect(headshots(4)).toBe('W zakładce Moje zdjęcia czekają 4 nowe zdjęcia.');
    const low = (balance: number, teamName?: string) => renderNotification('low_credits', { balance, teamName }).pl.body;
    expect(low(1)).toBe('Został Ci tylko 1 kredyt. Doładuj konto, aby dalej generować.');
    expect(low(2)).toBe('Zostały Ci tylko 2 kredyty. Doładuj konto, aby dalej generować.');
    expect(low(0)).toBe('Nie masz już kredytów. Doładuj konto, aby dalej generować.');
    expect(low(3, 'Studio')).toBe('Zespołowi „Studio” zostały tylko 3 kredyty. Doładuj konto, aby dalej generować.');
    expect(renderNotification('low_credits', { balance: 1 }).en.body).toBe('You have only 1 credit left. Top up to keep generating.');
  });

  it('formats amounts and dates in each language', () => {
    const paid = renderNotification('payment_succeeded', { amount: 3999, currency: 'PLN', credits: 40 });
    expect(plain(paid.pl.body)).toBe('Otrzymaliśmy Twoją płatność w wysokości 39,99 zł. Dodaliśmy 40 kredytów.');
    expect(plain(renderNotification('payment_failed', { amount: 1299, currency: 'usd' }).en.body)).toBe(
      'Your payment of $12.99 did not go through. Please check your payment method.',
    );
    const renewed = renderNotification('subscription_renewed', SAMPLE.subscription_renewed);
    expect(plain(renewed.pl.body)).toBe('Twoja subskrypcja (plan Miesięczny) została odnowiona do 26 stycznia 2027.');
    expect(plain(renewed.en.body)).toBe('Your Monthly subscription has been renewed until January 26, 2027.');
  });

  it("emails a type by the user's choice, else by its default", () => {
    expect(emailWanted({}, 'video_ready')).toBe(true);
    expect(emailWanted({ video_ready: false }, 'video_ready')).toBe(false);
    expect(emailWanted({ video_ready: 'no' }, 'video_ready')).toBe(true);
    expect(emailWanted(null, 'low_credits')).toBe(true);
  });
});
