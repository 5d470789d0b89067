import { randomUUID } from 'node:crypto';
import { Prisma, type PrismaClient } from '@kadr/core/generated/prisma/client';
import type { Logger } from '@kadr/core/log/logger';

/** Who a socket's slot is counted against: a signed-in user, or (anonymous) its client's address. */
export interface SlotOwner {
  userId: string | null;
  clientIp: string;
}

export interface SlotTiming {
  /** How often this process refreshes its heartbeat and deletes the rows of dead processes. */
  heartbeatMs: number;
  /** A process whose heartbeat is older than this is dead: its sockets no longer count, and its rows are deleted. */
  staleAfterMs: number;
}

export const DEFAULT_SLOT_TIMING: SlotTiming = { heartbeatMs: 15_000, staleAfterMs: 60_000 };

/**
 * The live-update sockets of every API process, in PostgreSQL (live_sockets, live_socket_processes), so the caps
 * per user and per anonymous address hold across processes. A claim counts and inserts under an advisory lock of
 * its owner (user or address), in one transaction: two processes claiming the last slot at once get one each, not
 * two. A closed socket deletes its row; a stopping process deletes its own row and, by cascade, its sockets'. One
 * that died without doing so stops counting once its heartbeat is `staleAfterMs` old, and the next heartbeat of any
 * process deletes its rows. A process declared dead while alive (its event loop stalled that long) registers itself
 * and its sockets again at its next heartbeat.
 */
export class LiveSocketSlots {
  readonly processId = randomUUID();
  /** The slots this process holds, to register again if its row was swept. */
  private readonly held = new Map<string, SlotOwner>();
  private readonly registered: Promise<void>;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly log: Logger,
    private readonly timing: SlotTiming = DEFAULT_SLOT_TIMING,
  ) {
    this.registered = this.beat();
    this.timer = setInterval(() => void this.beat(), timing.heartbeatMs);
    this.timer.unref();
  }

  /** Takes a slot for socket `id` when its owner holds fewer than `cap` live sockets in all processes. */
  async claim(id: string, owner: SlotOwner, cap: number): Promise<boolean> {
    await this.registered;
    const key = owner.userId ? `live-socket:user:${owner.userId}` : `live-socket:ip:${owner.clientIp}`;
    const same = owner.userId ? Prisma.sql`s.user_id = ${owner.userId}::uuid` : Prisma.sql`s.user_id IS NULL AND s.client_ip = ${owner.clientIp}`;
    const inserted = await this.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock(hashtext(${key}))) AS l`;
      return tx.$executeRaw`
        INSERT INTO live_sockets (id, process_id, user_id, client_ip)
        SELECT ${id}::uuid, ${this.processId}::uuid, ${owner.userId}::uuid, ${owner.clientIp}
        WHERE (
          SELECT count(*) FROM live_sockets s JOIN live_socket_processes p ON p.id = s.process_id
          WHERE ${same} AND p.heartbeat_at > now() - make_interval(secs => ${this.timing.staleAfterMs / 1000}::float8)
        ) < ${cap}`;
    });
    if (inserted === 1) this.held.set(id, owner);
    return inserted === 1;
  }

  /** Frees a socket's slot (a no-op for one never claimed or already freed). */
  async release(id: string): Promise<void> {
    this.held.delete(id);
    try {
      await this.prisma.$executeRaw`DELETE FROM live_sockets WHERE id = ${id}::uuid`;
    } catch (err) {
      this.log.error({ err }, 'could not free a live socket slot');
    }
  }

  /** Stops the heartbeat and deletes this process's rows (its sockets' with them). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.registered;
    this.held.clear();
    try {
      await this.prisma.$executeRaw`DELETE FROM live_socket_processes WHERE id = ${this.processId}::uuid`;
    } catch (err) {
      this.log.error({ err }, 'could not delete the live sockets of this process');
    }
  }

  private async beat(): Promise<void> {
    try {
      const [row] = await this.prisma.$queryRaw<{ inserted: boolean }[]>`
        INSERT INTO live_socket_processes (id) VALUES (${this.processId}::uuid)
        ON CONFLICT (id) DO UPDATE SET heartbeat_at = now()
        RETURNING (xmax = 0) AS inserted`;
      if (row?.inserted && this.held.size > 0) {
        // Swept as dead while alive: the sockets it still holds count again.
        for (const [id, owner] of this.held) {
          await this.prisma.$executeRaw`
            INSERT INTO live_sockets (id, process_id, user_id, client_ip)
            VALUES (${id}::uuid, ${this.processId}::uuid, ${owner.userId}::uuid, ${owner.clientIp}) ON CONFLICT (id) DO NOTHING`;
        }
      }
      await this.prisma.$executeRaw`
        DELETE FROM live_socket_processes WHERE heartbeat_at < now() - make_interval(secs => ${this.timing.staleAfterMs / 1000}::float8)`;
    } catch (err) {
      this.log.error({ err }, 'live sockets heartbeat failed');
    }
  }
}
