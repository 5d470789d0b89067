import { EventEmitter, on } from 'node:events';
import pg from 'pg';

/** Events published after a change is committed to Postgres. Subscribers re-read Postgres; payloads are ids. */
export interface EventMap {
  /** One of the user's AI models changed (status, progress, name, deletion). */
  modelChanged: { userId: string; modelId: string };
  /** A headshot job of the user changed (stage, progress, a new image, the end). */
  headshotJobChanged: { userId: string; jobId: string };
  /** A video job of the user changed (stage, progress, the video, the end). */
  videoJobChanged: { userId: string; jobId: string };
  /** A verified provider webhook changed a Replicate run (training or prediction); wakes its waiter in any process. */
  replicateRunChanged: { runId: string; status: string };
}
export type Topic = keyof EventMap;

const CHANNEL = 'kadr_events';
// pg_notify payloads are limited to 8000 bytes; ours are a few ids.
const MAX_PAYLOAD = 7900;

/**
 * Publish/subscribe between processes. On PostgreSQL it rides LISTEN/NOTIFY on one dedicated connection, so
 * an event published by a worker process reaches the subscriptions held by the API process. On the embedded
 * database everything is one process and events stay in memory.
 */
export class PubSub {
  private readonly local = new EventEmitter({ captureRejections: false });
  private listener: pg.Client | null = null;
  private notifier: pg.Pool | null = null;
  private closed = false;

  private constructor() {
    this.local.setMaxListeners(0);
  }

  static async start(databaseUrl: string | null): Promise<PubSub> {
    const pubsub = new PubSub();
    if (!databaseUrl) return pubsub;
    pubsub.notifier = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    pubsub.notifier.on('error', (err) => console.error(`[pubsub] ${err.message}`));
    await pubsub.listen(databaseUrl);
    return pubsub;
  }

  private async listen(databaseUrl: string) {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        const { topic, payload } = JSON.parse(msg.payload) as { topic: Topic; payload: unknown };
        this.local.emit(topic, payload);
      } catch (err) {
        console.error(`[pubsub] bad payload: ${(err as Error).message}`);
      }
    });
    client.on('error', (err) => {
      // A dropped listener connection is reopened; events in between are lost, and subscribers re-read
      // Postgres on the next one, so nothing stays wrong for long.
      this.listener = null;
      if (this.closed) return;
      console.error(`[pubsub] listener lost: ${err.message}`);
      setTimeout(() => void this.listen(databaseUrl).catch(() => {}), 1000).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.listener = client;
  }

  async publish<T extends Topic>(topic: T, payload: EventMap[T]): Promise<void> {
    if (!this.notifier) {
      this.local.emit(topic, payload);
      return;
    }
    const text = JSON.stringify({ topic, payload });
    if (Buffer.byteLength(text) > MAX_PAYLOAD) throw new Error(`event ${topic} is too large for NOTIFY`);
    await this.notifier.query('SELECT pg_notify($1, $2)', [CHANNEL, text]);
  }

  /** Events of a topic that pass `filter`, until the signal aborts (the GraphQL subscription ends). */
  async *subscribe<T extends Topic>(topic: T, filter: (p: EventMap[T]) => boolean, signal?: AbortSignal): AsyncGenerator<EventMap[T]> {
    try {
      for await (const [payload] of on(this.local, topic, { signal })) {
        if (filter(payload as EventMap[T])) yield payload as EventMap[T];
      }
    } catch (err) {
      if ((err as Error).name !== 'AbortError') throw err;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const listener = this.listener;
    this.listener = null;
    this.local.removeAllListeners();
    await listener?.end().catch(() => {});
    await this.notifier?.end().catch(() => {});
  }
}
