import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { GraphQLError } from 'graphql';
import type { Context } from 'graphql-ws';
import type { Extra } from 'graphql-ws/use/ws';
import { decodeJwt } from 'jose';
import type { WebSocket } from 'ws';
import { NotAuthenticatedError } from '@kadr/core/errors/app-error';
import { resolveViewer } from '../context';
import type { Services } from '../services-contract';
import { LiveSocketSlots } from './live-socket-slots';

/**
 * Close codes of the live-updates socket (graphql-ws on /graphql). Both let the client reconnect (graphql-ws treats
 * 4401 as final, 4403 not): on SESSION the web client gets a fresh access token first (refresh), and if that is
 * refused the user is signed out; on TRY_AGAIN it waits and retries.
 */
export const LIVE_CLOSE = {
  /** The socket's access token expired, its session ended (logout, a revoked refresh family, a password reset), or it came with a token that is no good. */
  SESSION: 4403,
  /**
   * The user already holds WS_MAX_CONNECTIONS_PER_USER sockets, or (not signed in) the client's address holds
   * WS_MAX_CONNECTIONS_PER_IP, in all API processes together: the new one is refused, the open ones stay.
   */
  TRY_AGAIN: 1013,
} as const;

type SocketContext = Context<Record<string, unknown> | undefined, Extra>;

/** One socket: its slot (live_sockets row), whose (null: anonymous), which session, when its token expires. */
interface LiveSocket {
  socket: WebSocket;
  slot: string;
  userId: string | null;
  sessionId: string | null;
  expiry: NodeJS.Timeout | null;
}

export interface LiveSocketLimits {
  /** Subscriptions one socket may hold at a time; more are refused with TOO_MANY_SUBSCRIPTIONS (the socket stays). */
  maxSubscriptionsPerConnection: number;
  /** Authenticated sockets one user may hold in all API processes; a further one is closed with TRY_AGAIN. */
  maxConnectionsPerUser: number;
  /** Anonymous sockets one client address may hold in all API processes; a further one is closed with TRY_AGAIN. */
  maxConnectionsPerIp: number;
}

/** The bearer token a socket authenticates with: `connectionParams.authorization`, as the HTTP header reads. */
export function socketAuthorization(ctx: Pick<SocketContext, 'connectionParams'>): string | null {
  const value = ctx.connectionParams?.authorization;
  return typeof value === 'string' ? value : null;
}

const isUnauthenticated = (err: unknown) =>
  err instanceof NotAuthenticatedError || (err instanceof GraphQLError && err.extensions.code === 'NOT_AUTHENTICATED');

/**
 * Keeps live subscriptions inside their session. A socket authenticates once, when it connects (the token in
 * connectionParams, its session still open); it is closed with LIVE_CLOSE.SESSION when its access token expires and
 * when its session ends: logout, a revoked refresh family and a password reset publish `sessionEnded`, which reaches
 * every API process through LISTEN/NOTIFY. Each subscribe re-reads the viewer too (the GraphQL context), so a
 * session ended in between is refused at once. Caps: subscriptions per socket, authenticated sockets per user and
 * anonymous ones per client address, the last two counted in all API processes together (LiveSocketSlots); the
 * newest is refused, so a stolen token cannot push the owner's tabs off.
 */
export class LiveSockets {
  private readonly sockets = new Map<WebSocket, LiveSocket>();
  private readonly stop = new AbortController();
  private readonly slots: LiveSocketSlots;

  constructor(
    private readonly services: Services,
    /** The client's address of a socket's upgrade request, as TRUST_PROXY reads it. */
    private readonly clientIp: (request: IncomingMessage) => string,
    private readonly limits: LiveSocketLimits = {
      maxSubscriptionsPerConnection: services.env.WS_MAX_SUBSCRIPTIONS_PER_CONNECTION,
      maxConnectionsPerUser: services.env.WS_MAX_CONNECTIONS_PER_USER,
      maxConnectionsPerIp: services.env.WS_MAX_CONNECTIONS_PER_IP,
    },
  ) {
    this.slots = new LiveSocketSlots(services.prisma, services.log.child({ component: 'live-sockets' }));
    void this.closeEndedSessions();
  }

  /** This process's id in live_socket_processes. */
  get processId(): string {
    return this.slots.processId;
  }

  /** The graphql-ws hooks: spread them into useServer's options. */
  readonly hooks = {
    onConnect: (ctx: SocketContext) => this.connect(ctx),
    onSubscribe: (ctx: SocketContext) => this.refuseOverCap(ctx),
    onClose: (ctx: SocketContext) => this.forget(ctx.extra.socket),
  };

  /**
   * Builds a subscription's context with the socket's token (`build` resolves the viewer). A token refused by then
   * (its session ended a moment ago) closes the socket for a fresh one, and the subscription is answered as a
   * visitor's: refused, without an internal error.
   */
  async context<T>(ctx: SocketContext, build: (authorization: string | null) => Promise<T>): Promise<T> {
    const authorization = socketAuthorization(ctx);
    try {
      return await build(authorization);
    } catch (err) {
      if (!authorization || !isUnauthenticated(err)) throw err;
      ctx.extra.socket.close(LIVE_CLOSE.SESSION, 'Session ended');
      return build(null);
    }
  }

  /** Stops listening, and frees the slots of this process's sockets in every process's count. */
  async close(): Promise<void> {
    this.stop.abort();
    for (const live of this.sockets.values()) if (live.expiry) clearTimeout(live.expiry);
    this.sockets.clear();
    await this.slots.close();
  }

  private async connect(ctx: SocketContext): Promise<boolean> {
    const authorization = socketAuthorization(ctx);
    const { socket, request } = ctx.extra;
    const clientIp = this.clientIp(request);
    if (!authorization) {
      // A visitor's socket: its subscriptions are refused one by one (each asks for a signed-in user); an address
      // holds a few at most.
      const live: LiveSocket = { socket, slot: randomUUID(), userId: null, sessionId: null, expiry: null };
      const cap = this.limits.maxConnectionsPerIp;
      return this.admit(live, clientIp, cap, `Too many live connections (at most ${cap} per address)`);
    }
    const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
    const claims = match ? await this.services.accessTokens.verify(match[1]!) : null;
    if (!claims) return this.refuse(socket, LIVE_CLOSE.SESSION, 'Unauthorized');
    // Registered before the session is read, so a logout committed meanwhile still reaches this socket.
    const live: LiveSocket = { socket, slot: randomUUID(), userId: claims.userId, sessionId: claims.sessionId, expiry: null };
    const cap = this.limits.maxConnectionsPerUser;
    if (!(await this.admit(live, clientIp, cap, `Too many live connections (at most ${cap} per user)`))) return false;
    try {
      await resolveViewer(this.services, authorization);
    } catch (err) {
      this.forget(socket);
      if (err instanceof NotAuthenticatedError) return this.refuse(socket, LIVE_CLOSE.SESSION, 'Unauthorized');
      throw err;
    }
    if (!this.sockets.has(socket)) return false; // closed while its session was read
    const exp = decodeJwt(match![1]!).exp;
    if (typeof exp === 'number') {
      live.expiry = setTimeout(() => socket.close(LIVE_CLOSE.SESSION, 'Session expired'), Math.max(0, exp * 1000 - Date.now()));
      live.expiry.unref();
    }
    return true;
  }

  /**
   * Registers the socket and claims its slot (user's or address's); over the cap it is closed with TRY_AGAIN. A
   * socket closed while its slot was claimed gives the slot back.
   */
  private async admit(live: LiveSocket, clientIp: string, cap: number, reason: string): Promise<boolean> {
    this.sockets.set(live.socket, live);
    let claimed: boolean;
    try {
      claimed = await this.slots.claim(live.slot, { userId: live.userId, clientIp }, cap);
    } catch (err) {
      if (this.sockets.get(live.socket) === live) this.sockets.delete(live.socket);
      throw err;
    }
    if (this.sockets.get(live.socket) !== live) {
      // Closed meanwhile: forget() ran before the row was there.
      if (claimed) await this.slots.release(live.slot);
      return false;
    }
    if (claimed) return true;
    this.sockets.delete(live.socket);
    return this.refuse(live.socket, LIVE_CLOSE.TRY_AGAIN, reason);
  }

  private refuse(socket: WebSocket, code: number, reason: string): false {
    socket.close(code, reason);
    return false;
  }

  private refuseOverCap(ctx: SocketContext): readonly GraphQLError[] | void {
    // The new subscription is already counted.
    if (Object.keys(ctx.subscriptions).length <= this.limits.maxSubscriptionsPerConnection) return;
    return [
      new GraphQLError(`Too many subscriptions on one connection (at most ${this.limits.maxSubscriptionsPerConnection})`, {
        extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' },
      }),
    ];
  }

  private forget(socket: WebSocket) {
    const live = this.sockets.get(socket);
    if (!live) return;
    if (live.expiry) clearTimeout(live.expiry);
    this.sockets.delete(socket);
    void this.slots.release(live.slot);
  }

  /** Closes the sockets of every session that ends, in any process (logout, revoked family, password reset). */
  private async closeEndedSessions() {
    const ended = this.services.pubsub.subscribe('sessionEnded', () => true, this.stop.signal);
    try {
      for await (const event of ended) {
        for (const live of [...this.sockets.values()]) {
          if (event.sessionId !== undefined ? live.sessionId === event.sessionId : live.userId === event.userId) {
            this.forget(live.socket);
            live.socket.close(LIVE_CLOSE.SESSION, 'Session ended');
          }
        }
      }
    } catch (err) {
      this.services.log.error({ err }, 'live sockets stopped listening for ended sessions');
    }
  }
}
