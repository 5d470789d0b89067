import nodemailer, { type Transporter } from 'nodemailer';
import type { PrismaClient } from '../generated/prisma/client';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the mail is about (confirm_email, reset_password …), for the outbox and tests. */
  kind: string;
}

/**
 * Every mail is written to the outbox table first. With SMTP configured it is then sent and marked; without,
 * it stays there and the dev mailbox page shows it.
 */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly prisma: PrismaClient,
    smtpUrl: string | undefined,
    private readonly from: string,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  async send(message: MailMessage): Promise<void> {
    const row = await this.prisma.outboxEmail.create({ data: message });
    if (!this.transport) return;
    try {
      await this.transport.sendMail({ from: this.from, ...message });
      await this.prisma.outboxEmail.update({ where: { id: row.id }, data: { sentAt: new Date() } });
    } catch (err) {
      // Kept in the outbox with the reason; the user can ask for the mail again.
      await this.prisma.outboxEmail.update({ where: { id: row.id }, data: { error: (err as Error).message } });
      console.error(`[mail] sending ${message.kind} failed: ${(err as Error).message}`);
    }
  }
}
