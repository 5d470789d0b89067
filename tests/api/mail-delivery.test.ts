import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { call, createTestApp, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port; the first `failures` deliveries are refused with a temporary error. */
async function startSmtp(failures: number) {
  const received: Received[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        attempts += 1;
        if (attempts <= failures) {
          const err = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 });
          return callback(err);
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts: () => attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}


describe('mail delivery over SMTP, through the job queue', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtp(1);
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_DELAY_SECONDS: '1' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('keeps a mail the server refused, retries it, and delivers it exactly once', async () => {
    const res = await call(t.app, 'POST', '/api/auth/register', {
      email: 'ola@example.com',
      password: 'secret1',
      fullName: 'Ola Nowak',
    });
    expect(res.status).toBe(201);

    // First attempt refused (451): the outbox row records why, and the mail is not lost.
    const failed = await waitFor(() =>
      t.services.prisma.outboxEmail.findFirst({ where: { to: 'ola@example.com', error: { not: null } } }),
      { what: 'the refused attempt', timeoutMs: 20_000 },
    );
    expect(failed.error).toMatch(/temporarily unavailable/);
    expect(failed.sentAt).toBeNull();

    // The retry delivers it and marks it sent.
    const sent = await waitFor(() =>
      t.services.prisma.outboxEmail.findFirst({ where: { to: 'ola@example.com', sentAt: { not: null } } }),
      { what: 'the delivery', timeoutMs: 20_000 },
    );
    expect(sent.error).toBeNull();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['ola@example.com']);
    expect(smtp.received[0]!.raw).toMatch(/Subject: .*onfirm/);
    expect(smtp.received[0]!.raw).toContain('http://kadr.test/');
    expect(smtp.attempts()).toBe(2);

    // Delivering the same outbox row again (a duplicate job) sends nothing twice.
    await t.services.mailer.deliver(sent.id);
    expect(smtp.received).toHaveLength(1);
  }, 40_000);
});
