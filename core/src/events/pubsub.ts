import { EventEmitter, on } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Prisma } from '../generated/prisma/client';
import { defaultLogger, type Logger } from '../log/logger';

/** Events published with a change to Postgres. Subscribers re-read Postgres; payloads are ids. */
export interface EventMap {
  /** One of the user's AI models changed (status, progress, name, deletion). */
  modelChanged: { userId: string; modelId: string };
  /** A headshot job of the user changed (stage, progress, a new image, the end). */
  headshotJobChanged: { userId: string; jobId: string };
  /** A video job of the user changed (stage, progress, the video, the end). */
  videoJobChanged: { userId: string; jobId: string };
  /** The ledger of a wallet moved (a grant, a hold, a capture, a release): the wallet's owner, exactly one of the two. */
  creditsChanged: { userId: string; teamId?: never } | { teamId: string; userId?: never };
  /** A verified provider webhook changed a Replicate run (training or prediction); wakes its waiter in any process. */
  replicateRunChanged: { runId: string; status: string };
  /** A verified fal webhook changed a fal queue request (its status as re-read); wakes its waiter in any process. */
  falRequestChanged: { requestId: string; status: string };
  /**
   * A session ended (logout, a revoked refresh-token family: `sessionId`) or all of a user's (a password reset:
   * `userId`): every API process closes the live sockets of it.
   */
  sessionEnded: { sessionId: string; userId?: never } | { userId: string; sessionId?: never };
  /** A notification was written for the user (core/src/notifications/notify.ts). */
  notificationAdded: { userId: string; notificationId: string };
  /** The user read one notification (its id) or all of them (null): their other tabs and devices follow. */
  notificationsRead: { userId: string; notificationId: string | null };
  /** An API key was revoked: every API process forgets it at once (server/src/modules/api-keys/api-key-verifier.ts). */
  apiKeyRevoked: { keyId: string };
  /** Partner webhook deliveries were written for a job's end: wakes the dispatcher where workers run. */
  partnerWebhookQueued: { jobId: string };
  /** An administrator paused or resumed a provider (provider_pauses): every process's ProviderHealth reads the pauses again. */
  providerPausesChanged: { provider: string };
}
export type Topic = keyof EventMap;

const CHANNEL = 'kadr_events';
// pg_notify payloads are limited to 8000 bytes; ours are a few ids.
const MAX_PAYLOAD = 7900;

function encode<T extends Topic>(topic: T, payload: EventMap[T]): string {
  const text = JSON.stringify({ topic, payload });
  if (Buffer.byteLength(text) > MAX_PAYLOAD) throw new Error(`event ${topic} is too large for NOTIFY`);
  return text;
}

/**
 * Publishes an event inside the writing transaction: Postgres delivers a NOTIFY only when its transaction commits,
 * and drops it on rollback, so subscribers never hear of a change they cannot read yet, or of one that never was.
 * The same on PostgreSQL and on the embedded database (PGlite is Postgres too; PubSub listens there in-process).
 */
export async function publishIn<T extends Topic>(tx: Prisma.TransactionClient, topic: T, payload: EventMap[T]): Promise<void> {
  await tx.$executeRaw`SELECT pg_notify(${CHANNEL}, ${encode(topic, payload)})`;
}

/** The database the events ride on: a server's connection string, or the embedded database of this process. */
export interface EventSource {
  url: string | null;
  pglite: PGlite | null;
}

/**
 * Publish/subscribe between processes over LISTEN/NOTIFY. On PostgreSQL one dedicated connection listens, so an
 * event published by a worker process reaches the subscriptions held by the API process; the embedded database
 * (one process) is listened to in-process. Either way a NOTIFY sent inside a transaction (publishIn) is delivered
 * at its commit.
 */
export class PubSub {
  private readonly local = new EventEmitter({ captureRejections: false });
  private listener: pg.Client | null = null;
  private notifier: pg.Pool | null = null;
  private pglite: PGlite | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private closed = false;

  private constructor(private readonly log: Logger) {
    this.local.setMaxListeners(0);
  }

  static async start(db: EventSource, options: { log?: Logger } = {}): Promise<PubSub> {
    const pubsub = new PubSub((options.log ?? defaultLogger()).child({ component: 'pubsub' }));
    if (db.url) {
      pubsub.notifier = new pg.Pool({ connectionString: db.url, max: 2 });
      pubsub.notifier.on('error', (err) => pubsub.log.error({ err }, 'notifier connection error'));
      await pubsub.listen(db.url);
    } else if (db.pglite) {
      pubsub.pglite = db.pglite;
      pubsub.unlisten = await db.pglite.listen(CHANNEL, (text) => pubsub.deliver(text));
    } else {
      throw new Error('PubSub needs a database to listen on');
    }
    return pubsub;
  }

  private deliver(text: string) {
    try {
      const { topic, payload } = JSON.parse(text) as { topic: Topic; payload: unknown };
      this.local.emit(topic, payload);
    } catch (err) {
      this.log.error({ err }, 'bad event payload');
    }
  }

  private async listen(databaseUrl: string) {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('notification', (msg) => {
      if (msg.channel === CHANNEL && msg.payload) this.deliver(msg.payload);
    });
    client.on('error', (err) => {
      // A dropped listener connection is reopened; events in between are lost, and subscribers re-read
      // Postgres on the next one, so nothing stays wrong for long.
      this.listener = null;
      if (this.closed) return;
      this.log.error({ err }, 'listener connection lost');
      setTimeout(() => void this.listen(databaseUrl).catch(() => {}), 1000).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.listener = client;
  }

  /**
   * Publishes an event now, outside any transaction: for changes that are one statement (already committed) or that
   * are no database change at all. A change made in a transaction publishes with publishIn instead; on the embedded
   * database this must not be called inside a Prisma transaction (its one connection waits for the transaction).
   */
  async publish<T extends Topic>(topic: T, payload: EventMap[T]): Promise<void> {
    const params = [CHANNEL, encode(topic, payload)];
    if (this.notifier) await this.notifier.query('SELECT pg_notify($1, $2)', params);
    else await this.pglite!.query('SELECT pg_notify($1, $2)', params);
  }

  /**
   * Events of a topic that pass `filter`, from this call on (events arriving before the first `next()` wait), until
   * the signal aborts or the iterator is returned (the GraphQL subscription ends): both stop listening at once.
   */
  subscribe<T extends Topic>(topic: T, filter: (p: EventMap[T]) => boolean, signal?: AbortSignal): AsyncIterableIterator<EventMap[T]> {
    const events = on(this.local, topic, { signal });
    const done = { done: true, value: undefined } as const;
    return {
      async next() {
        try {
          for (;;) {
            const r = await events.next();
            if (r.done) return done;
            const [payload] = r.value as [EventMap[T]];
            if (filter(payload)) return { done: false, value: payload };
          }
        } catch (err) {
          if ((err as Error).name === 'AbortError') return done;
          throw err;
        }
      },
      async return() {
        await events.return?.();
        return done;
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    const listener = this.listener;
    this.listener = null;
    this.local.removeAllListeners();
    await listener?.end().catch(() => {});
    await this.notifier?.end().catch(() => {});
    await this.unlisten?.().catch(() => {});
  }
}

/** `first`, then what `rest` yields; returning it returns `rest` at once (stops its listening). */
export function startWith<T>(first: T, rest: AsyncIterableIterator<T>): AsyncIterableIterator<T> {
  let started = false;
  return {
    async next() {
      if (started) return rest.next();
      started = true;
      return { done: false, value: first };
    },
    async return() {
      await rest.return?.();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
