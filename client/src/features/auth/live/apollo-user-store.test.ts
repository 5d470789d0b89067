import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../types';
import { apolloUserStore } from './apollo-user-store';
import { CreditsChangedSubscription } from '../api/current-user';

const anna: SessionUser = {
  id: 'u1',
  email: 'anna@example.com',
  fullName: 'Anna',
  avatarUrl: null,
  creditsBalance: 10,
  createdAt: '2026-01-01T00:00:00.000Z',
  plan: 'free',
  locale: 'pl',
  marketingOptIn: false,
  isAdmin: false,
  emailConfirmed: true,
  currentTeamId: null,
};

const newClient = () => new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });

describe('the user kept in the Apollo cache', () => {
  it('follows a balance written into the cached user (a creditsChanged event), telling its readers once', () => {
    const client = newClient();
    const store = apolloUserStore(client);
    store.write(anna);
    const before = store.read();
    expect(before).toMatchObject(anna);
    expect(store.read()).toBe(before); // the same object while nothing changed

    let told = 0;
    const stop = store.subscribe(() => void (told += 1));
    client.writeQuery({ query: CreditsChangedSubscription, data: { creditsChanged: { __typename: 'CreditsChanged', user: { __typename: 'User', id: 'u1', creditsBalance: 7 } } } as never });
    expect(store.read()).toMatchObject({ ...anna, creditsBalance: 7 });
    expect(told).toBe(1);
    stop();
  });

  it('answers nobody once the user is written away, and the last whole user while a field is missing', () => {
    const client = newClient();
    const store = apolloUserStore(client);
    store.write(anna);
    client.cache.evict({ id: 'User:u1', fieldName: 'email' });
    expect(store.read()).toMatchObject(anna);
    store.write(null);
    expect(store.read()).toBeNull();
  });
});
