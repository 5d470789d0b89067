import { createHash } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { PrismaClient } from '@kadr/core/generated/prisma/client';
import type { Logger } from '@kadr/core/log/logger';
import { currentRequestId } from '@kadr/core/log/request-scope';
import type { JobQueue } from '@kadr/core/queue/job-queue';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the mail is about (confirm_email, reset_password …), for the outbox and tests. */
  kind: string;
}

export const DELIVER_EMAIL_QUEUE = 'deliver-email';

/** The outbox id of the mail sent once per `key`: a UUID (version 8, name-based) from its SHA-256. */
export function outboxIdOf(key: string): string {
  const hex = createHash('sha256').update(`outbox:${key}`).digest('hex').slice(0, 32).split('');
  hex[12] = '8';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** A delivery job: the outbox row, and the request that wrote the mail (for the delivery's log lines). */
interface DeliverEmailJob {
  outboxId: string;
  requestId?: string;
}

export interface MailerOptions {
  /** No SMTP: mails stay in the outbox. */
  smtpUrl: string | undefined;
  from: string;
  retryDelaySeconds: number;
  log: Logger;
}

/**
 * Every mail is written to the outbox table first. With SMTP configured, a `deliver-email` job then sends it
 * and marks it sent; a failed attempt records its reason and is retried with backoff by the job queue, so a
 * mail server that is down for a while loses nothing. Without SMTP, mails stay in the outbox (dev mailbox).
 */
export class Mailer {
  private readonly transport: Transporter | null;
  private readonly from: string;
  private readonly retryDelaySeconds: number;
  private readonly log: Logger;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly jobs: JobQueue,
    options: MailerOptions,
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
    this.from = options.from;
    this.retryDelaySeconds = options.retryDelaySeconds;
    this.log = options.log.child({ component: 'mail' });
  }

  /** Defines the delivery queue; with `work`, this process also delivers (the worker processes do). */
  async startDelivery({ work }: { work: boolean }): Promise<void> {
    if (!this.transport) return;
    await this.jobs.define({
      name: DELIVER_EMAIL_QUEUE,
      retryLimit: 8,
      retryDelaySeconds: this.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMaxSeconds: 3600,
      expireInSeconds: 120,
      policy: 'stately',
    });
    if (!work) return;
    await this.jobs.work<DeliverEmailJob>(DELIVER_EMAIL_QUEUE, ({ outboxId, requestId }) => this.deliver(outboxId, requestId), {
      concurrency: 2,
    });
  }

  async send(message: MailMessage): Promise<void> {
    const row = await this.prisma.outboxEmail.create({ data: message });
    if (!this.transport) return;
    await this.jobs.send(DELIVER_EMAIL_QUEUE, { outboxId: row.id, requestId: currentRequestId() } satisfies DeliverEmailJob, { singletonKey: row.id });
  }

  /**
   * Sends a mail once per `key`, however often it is asked (a duplicated webhook, a retried job): the outbox row's
   * id is derived from the key, so a second call finds it there and sends nothing. Answers whether this call wrote it.
   */
  async sendOnce(key: string, message: MailMessage): Promise<boolean> {
    const id = outboxIdOf(key);
    const { count } = await this.prisma.outboxEmail.createMany({ data: [{ id, ...message }], skipDuplicates: true });
    if (count === 0) return false;
    if (this.transport) await this.jobs.send(DELIVER_EMAIL_QUEUE, { outboxId: id, requestId: currentRequestId() } satisfies DeliverEmailJob, { singletonKey: id });
    return true;
  }

  /** One delivery attempt. Idempotent: a mail already sent is not sent again. */
  async deliver(outboxId: string, requestId?: string): Promise<void> {
    const mail = await this.prisma.outboxEmail.findUnique({ where: { id: outboxId } });
    if (!mail || mail.sentAt || !this.transport) return;
    try {
      await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    } catch (err) {
      const reason = (err as Error).message;
      await this.prisma.outboxEmail.update({ where: { id: outboxId }, data: { error: reason } });
      this.log.warn({ outboxId, requestId, kind: mail.kind, err }, 'sending a mail failed (will retry)');
      throw err;
    }
    await this.prisma.outboxEmail.update({ where: { id: outboxId }, data: { sentAt: new Date(), error: null } });
  }
}
