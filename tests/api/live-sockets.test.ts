import { decodeJwt } from 'jose';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { grantCredits } from '../../core/src/ledger/grant-credits';
import { AccessTokens } from '../../server/src/lib/tokens';
import { graphql } from '../gql';
import { bearer, call, createTestApp, linkFromOutbox, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait';
import { collect, listen } from '../support/ws-server';

// Live subscriptions end with their session: logout, a revoked refresh family, a password reset and the access
// token's expiry close the socket (4403: the web client refreshes and reconnects); and they are capped per socket
// and per user. Real app, real sockets (graphql-ws), real PostgreSQL with LISTEN/NOTIFY.

const CREDITS = graphql(`
  subscription LiveCredits {
    creditsChanged { balance }
  }
`);

const SESSION_CLOSE = 4403;

interface Session {
  token: string;
  refreshToken: string;
  userId: string;
}

/** A graphql-ws client that connects at once, never retries, and keeps how its socket was closed. */
interface Socket {
  client: Client;
  closes: { code: number; reason: string }[];
  /** Settles when the server acknowledged the connection (true) or closed it first (false). */
  connected: Promise<boolean>;
}

describe('live subscriptions end with their session', () => {
  let t: TestApp;
  let server: Awaited<ReturnType<typeof listen>>;
  let n = 0;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', WS_MAX_SUBSCRIPTIONS_PER_CONNECTION: '3', WS_MAX_CONNECTIONS_PER_USER: '2' });
    server = await listen(t);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.client.dispose()));
    await server?.close();
    await t?.close();
  });

  async function register(): Promise<Session & { email: string }> {
    const email = `live${++n}@example.com`;
    const res = await call(t.app, 'POST', '/api/auth/register', { email, password: 'secret1', fullName: 'Live' });
    expect(res.status).toBe(201);
    return { email, token: res.body.data.token, refreshToken: res.body.data.refreshToken, userId: res.body.data.user.id };
  }

  /** A second session of the same user (another device). */
  async function login(email: string): Promise<Session> {
    const res = await call(t.app, 'POST', '/api/auth/login', { email, password: 'secret1' });
    expect(res.status).toBe(200);
    return { token: res.body.data.token, refreshToken: res.body.data.refreshToken, userId: res.body.data.user.id };
  }

  function open(token: string): Socket {
    const closes: Socket['closes'] = [];
    let settle: (ok: boolean) => void = () => {};
    const connected = new Promise<boolean>((resolve) => (settle = resolve));
    const client = createClient({
      url: server.wsUrl,
      webSocketImpl: WebSocket,
      lazy: false,
      retryAttempts: 0,
      connectionParams: { authorization: `Bearer ${token}` },
      on: {
        connected: () => settle(true),
        closed: (event) => {
          const { code, reason } = event as { code: number; reason: string };
          closes.push({ code, reason });
          settle(false);
        },
      },
      // A refused connection is what some tests expect: not an unhandled error.
      onNonLazyError: () => {},
    });
    const socket = { client, closes, connected };
    sockets.push(socket);
    return socket;
  }

  const grant = (userId: string, amount: number) =>
    t.services.prisma.$transaction((tx) => grantCredits(tx, { userId, amount, kind: 'grant', idempotencyKey: `live-${userId}-${++n}` }));
  const closedWith = (socket: Socket, what: string) =>
    waitFor(() => socket.closes[0], { what: `${what} to close the socket`, timeoutMs: 5_000 });

  it('logout closes the sockets of that session at once, and nothing more reaches them; the same user on another device keeps streaming', async () => {
    const phone = await register();
    const laptop = await login(phone.email);
    const phoneSocket = open(phone.token);
    const laptopSocket = open(laptop.token);
    const phoneFeed = collect(phoneSocket.client, CREDITS);
    const laptopFeed = collect(laptopSocket.client, CREDITS);
    await waitFor(() => phoneFeed.events.length === 1 && laptopFeed.events.length === 1, { what: 'the balance on subscribe' });

    const logout = await call(t.app, 'POST', '/api/auth/logout', { refreshToken: phone.refreshToken }, bearer(phone.token));
    expect(logout.status).toBe(200);
    expect(await closedWith(phoneSocket, 'the logout')).toEqual({ code: SESSION_CLOSE, reason: 'Session ended' });

    await grant(phone.userId, 5);
    await waitFor(() => laptopFeed.events.length === 2, { what: 'the other session to hear the grant' });
    expect(laptopFeed.events[1]).toEqual({ creditsChanged: { balance: 5 } });
    expect(phoneFeed.events).toHaveLength(1);
    expect(laptopSocket.closes).toEqual([]);

    // The logged-out token, not expired yet, opens no new socket.
    const again = open(phone.token);
    expect(await again.connected).toBe(false);
    expect(again.closes).toEqual([{ code: SESSION_CLOSE, reason: 'Unauthorized' }]);
  });

  it('a refresh family revoked for a reused refresh token closes its sockets', async () => {
    const user = await register();
    const socket = open(user.token);
    const feed = collect(socket.client, CREDITS);
    await waitFor(() => feed.events.length === 1, { what: 'the balance on subscribe' });
    expect((await call(t.app, 'POST', '/api/auth/refresh', { refreshToken: user.refreshToken })).status).toBe(200);
    // The same refresh token again: it leaked, the whole family is revoked.
    expect((await call(t.app, 'POST', '/api/auth/refresh', { refreshToken: user.refreshToken })).status).toBe(401);
    expect(await closedWith(socket, 'the revoked family')).toEqual({ code: SESSION_CLOSE, reason: 'Session ended' });
  });

  it('a password reset closes every socket of the user', async () => {
    const user = await register();
    const other = await login(user.email);
    const both = [open(user.token), open(other.token)];
    for (const s of both) expect(await s.connected).toBe(true);
    await call(t.app, 'POST', '/api/auth/forgot-password', { email: user.email });
    const token = (await linkFromOutbox(t.services, user.email, 'reset_password')).searchParams.get('token');
    const reset = await call(t.app, 'POST', '/api/auth/reset-password', { email: user.email, token, newPassword: 'secret2' });
    expect(reset.status).toBe(200);
    for (const s of both) expect(await closedWith(s, 'the password reset')).toEqual({ code: SESSION_CLOSE, reason: 'Session ended' });
  });

  it('closes the socket when its access token expires', async () => {
    const user = await register();
    // A token of the same session that lives 2 s (the app's own live 15 minutes).
    const { sid } = decodeJwt(user.token) as { sid: string };
    const shortLived = await new AccessTokens(t.services.env.JWT_SECRET, 2).sign({ userId: user.userId, sessionId: sid });
    const expiresAt = decodeJwt(shortLived).exp! * 1000;
    const socket = open(shortLived);
    const feed = collect(socket.client, CREDITS);
    await waitFor(() => feed.events.length === 1, { what: 'the balance on subscribe' });
    expect(await closedWith(socket, 'the expiry')).toEqual({ code: SESSION_CLOSE, reason: 'Session expired' });
    // Not before the token's expiry (whole seconds), and soon after it.
    expect(Date.now()).toBeGreaterThanOrEqual(expiresAt - 50);
    await grant(user.userId, 1);
    // The session itself is open: a socket with its own (15-minute) token still hears the grant.
    const fresh = open(user.token);
    const freshFeed = collect(fresh.client, CREDITS);
    await waitFor(() => freshFeed.events.length === 1, { what: 'the balance on a fresh socket' });
    expect(freshFeed.events[0]).toEqual({ creditsChanged: { balance: 1 } });
    expect(feed.events).toHaveLength(1);
  });

  it('refuses a subscription over the cap of one socket, and keeps the socket and its subscriptions', async () => {
    const user = await register();
    const socket = open(user.token);
    const feeds = [1, 2, 3].map(() => collect(socket.client, CREDITS));
    await waitFor(() => feeds.every((f) => f.events.length === 1), { what: 'three subscriptions answering' });
    const fourth = collect(socket.client, CREDITS);
    await waitFor(() => fourth.errors.length === 1, { what: 'the fourth subscription to be refused' });
    // graphql-ws hands the operation's errors over as one list.
    expect(fourth.errors[0]).toEqual([{ message: 'Too many subscriptions on one connection (at most 3)', extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' } }]);
    expect(fourth.events).toEqual([]);

    await grant(user.userId, 2);
    await waitFor(() => feeds.every((f) => f.events.length === 2), { what: 'the three to hear the grant' });
    // One ends: there is room for another.
    feeds[0]!.stop();
    const fifth = collect(socket.client, CREDITS);
    await waitFor(() => fifth.events.length === 1, { what: 'a subscription in the freed place' });
    expect(fifth.errors).toEqual([]);
    expect(socket.closes).toEqual([]);
  });

  it("refuses a user's socket over the cap with 1013, keeping the open ones, and accepts one again when one closes", async () => {
    const user = await register();
    const first = open(user.token);
    const second = open(user.token);
    expect([await first.connected, await second.connected]).toEqual([true, true]);
    const third = open(user.token);
    expect(await third.connected).toBe(false);
    expect(third.closes).toEqual([{ code: 1013, reason: 'Too many live connections (at most 2 per user)' }]);
    // Another user is not affected.
    const stranger = await register();
    expect(await open(stranger.token).connected).toBe(true);

    await first.client.dispose();
    // The server forgets the closed socket a moment after the client saw it close: try until a socket is accepted.
    await waitFor(async () => open(user.token).connected, { what: 'a place for a new socket' });
    expect(second.closes).toEqual([]);
  });
});
