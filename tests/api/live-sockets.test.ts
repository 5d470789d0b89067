import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadEnv } from '@kadr/core/env';
import { grantCredits } from '@kadr/core/ledger/grant-credits';
import { createApp } from '@kadr/server/app';
import { LiveSocketSlots } from '@kadr/server/graphql/live-socket-slots';
import { createServices } from '@kadr/server/services';
import { AccessTokens } from '@kadr/server/lib/tokens';
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

/**
 * A graphql-ws client that connects at once and never retries: signed in with `token`, or anonymous; from client
 * address `ip` (X-Forwarded-For, which the test app trusts one hop of) or from the loopback.
 */
function openSocket(wsUrl: string, { token, ip }: { token?: string; ip?: string }): Socket {
  const closes: Socket['closes'] = [];
  let settle: (ok: boolean) => void = () => {};
  const connected = new Promise<boolean>((resolve) => (settle = resolve));
  const headers = ip ? { 'x-forwarded-for': ip } : {};
  const client = createClient({
    url: wsUrl,
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers });
      }
    },
    lazy: false,
    retryAttempts: 0,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
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
  return { client, closes, connected };
}

describe('live subscriptions end with their session', () => {
  let t: TestApp;
  let server: Awaited<ReturnType<typeof listen>>;
  let n = 0;
  const sockets: Socket[] = [];
  const track = (socket: Socket) => (sockets.push(socket), socket);

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

  const open = (token: string) => track(openSocket(server.wsUrl, { token }));

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

describe('socket caps hold across API processes', () => {
  // Two apps on one database, as two API processes behind one load balancer; each has its own server.
  const JWT_SECRET = randomBytes(32).toString('hex');
  const CAPS = { WS_MAX_CONNECTIONS_PER_USER: '2', WS_MAX_CONNECTIONS_PER_IP: '2' };
  let a: TestApp;
  let b: TestApp;
  let servers: Awaited<ReturnType<typeof listen>>[];
  let n = 0;
  const sockets: Socket[] = [];
  const open = (server: 0 | 1, who: { token?: string; ip?: string }) => {
    const socket = openSocket(servers[server]!.wsUrl, who);
    sockets.push(socket);
    return socket;
  };
  const refusal = (what: string) => [{ code: 1013, reason: `Too many live connections (at most 2 per ${what})` }];

  beforeAll(async () => {
    a = await createTestApp({ REQUIRE_EMAIL_CONFIRMATION: 'false', JWT_SECRET, ...CAPS });
    b = await anotherProcess();
    servers = [await listen(a), await listen(b)];
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.client.dispose()));
    for (const server of servers ?? []) await server.close();
    await b?.close();
    await a?.close();
  });

  /** The app as another API process over the same database. */
  async function anotherProcess(): Promise<TestApp> {
    const env = loadEnv({
      NODE_ENV: 'test',
      DATABASE_URL: a.databaseUrl,
      JWT_SECRET,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'kadr-data-')),
      PUBLIC_URL: 'http://kadr.test',
      LOG_LEVEL: 'silent',
      TRUST_PROXY: 'true',
      RUN_WORKERS: 'false',
      STYLE_PRESETS_SYNC: 'false',
      ...CAPS,
    });
    const services = await createServices(env, { migrate: false });
    return { ...createApp(services), services, stripeSandbox: null, databaseUrl: a.databaseUrl, close: () => services.close() };
  }

  async function register(): Promise<Session> {
    const res = await call(a.app, 'POST', '/api/auth/register', { email: `spread${++n}@example.com`, password: 'secret1', fullName: 'Spread' });
    expect(res.status).toBe(201);
    return { token: res.body.data.token, refreshToken: res.body.data.refreshToken, userId: res.body.data.user.id };
  }

  it("counts a user's sockets on both processes together, and a socket closed on one frees a place on the other", async () => {
    const user = await register();
    const first = open(0, { token: user.token });
    const second = open(1, { token: user.token });
    expect([await first.connected, await second.connected]).toEqual([true, true]);
    for (const server of [0, 1] as const) {
      const over = open(server, { token: user.token });
      expect(await over.connected).toBe(false);
      expect(over.closes).toEqual(refusal('user'));
    }
    await first.client.dispose();
    // The server forgets the closed socket a moment after the client saw it close: try until a socket is accepted.
    await waitFor(async () => open(1, { token: user.token }).connected, { what: 'a place for a new socket' });
    expect(second.closes).toEqual([]);
  });

  it('caps anonymous sockets per client address on both processes together; another address is not affected', async () => {
    const visitor = { ip: '203.0.113.41' };
    const first = open(0, visitor);
    const second = open(1, visitor);
    expect([await first.connected, await second.connected]).toEqual([true, true]);
    for (const server of [0, 1] as const) {
      const over = open(server, visitor);
      expect(await over.connected).toBe(false);
      expect(over.closes).toEqual(refusal('address'));
    }
    expect(await open(0, { ip: '203.0.113.42' }).connected).toBe(true);
    // A signed-in user's sockets count against the user, not the address.
    const user = await register();
    expect(await open(1, { ...visitor, token: user.token }).connected).toBe(true);

    await second.client.dispose();
    await waitFor(async () => open(0, visitor).connected, { what: 'a place for a new anonymous socket' });
    expect(first.closes).toEqual([]);
  });

  it("ignores the sockets of a process that died without closing them, and a process's start deletes them", async () => {
    const user = await register();
    const visitor = '203.0.113.43';
    // What a process killed a while ago left: its row, its heartbeat a few minutes old, and full caps of sockets.
    const dead = randomUUID();
    const sql = a.services.db.sql;
    await sql.query(`INSERT INTO live_socket_processes (id, started_at, heartbeat_at) VALUES ($1, now() - interval '1 hour', now() - interval '5 minutes')`, [dead]);
    for (const owner of [user.userId, user.userId, null, null]) {
      await sql.query('INSERT INTO live_sockets (id, process_id, user_id, client_ip) VALUES ($1, $2, $3, $4)', [randomUUID(), dead, owner, visitor]);
    }
    expect(await open(0, { token: user.token }).connected).toBe(true);
    expect(await open(1, { ip: visitor }).connected).toBe(true);

    // A process starting (or any one's next heartbeat) deletes the dead one's rows.
    const starting = new LiveSocketSlots(a.services.prisma, a.services.log);
    await starting.close();
    expect(await sql.query('SELECT id FROM live_socket_processes WHERE id = $1', [dead])).toEqual([]);
    expect(await sql.query('SELECT id FROM live_sockets WHERE process_id = $1', [dead])).toEqual([]);
    // The live processes' own sockets are still there.
    expect(await sql.query('SELECT count(*)::int AS n FROM live_sockets WHERE user_id = $1', [user.userId])).toEqual([{ n: 1 }]);
  });

  it('a process that stops frees the places of its sockets', async () => {
    const user = await register();
    const c = await anotherProcess();
    const server = await listen(c);
    const held = [openSocket(server.wsUrl, { token: user.token }), openSocket(server.wsUrl, { token: user.token })];
    expect(await Promise.all(held.map((s) => s.connected))).toEqual([true, true]);
    expect(await open(0, { token: user.token }).connected).toBe(false);
    await server.close();
    await c.close();
    expect(await open(0, { token: user.token }).connected).toBe(true);
  });
});
