import type { PubSub } from '@kadr/core/events/pubsub';
import type { PrismaClient } from '@kadr/core/generated/prisma/client';
import type { Logger } from '@kadr/core/log/logger';
import { languageFor } from '../../lib/language';
import type { Mailer } from '../../lib/mailer';
import type { MessageCatalogue } from '../../lib/message-catalogue';
import { notificationMessage } from './notification-email';

export interface NotificationEmailDeps {
  prisma: PrismaClient;
  mailer: Pick<Mailer, 'sendOnce'>;
  catalogue: MessageCatalogue;
  publicUrl: string;
  log: Logger;
}

const BATCH = 50;

/**
 * Turns notifications whose email is pending into mails, in each user's language (their account's, else
 * English), and marks them sent; never to an address that is not confirmed (marked not emailed instead). Exactly once with any number of worker processes: the outbox row is keyed by the
 * notification (`notification:<id>`, Mailer.sendOnce), so a second process (or a run after a crash between the
 * two steps) writes nothing more and only flips the status. Returns how many were handled.
 */
export async function dispatchNotificationEmails(deps: NotificationEmailDeps): Promise<number> {
  let handled = 0;
  for (;;) {
    const pending = await deps.prisma.notification.findMany({
      where: { emailStatus: 'pending' },
      orderBy: { createdAt: 'asc' },
      take: BATCH,
      include: { user: { select: { email: true, fullName: true, locale: true, emailConfirmedAt: true } } },
    });
    for (const n of pending) {
      // Confirmed when it was written; an address changed since and not confirmed yet gets no mail.
      if (!n.user.emailConfirmedAt) {
        await deps.prisma.notification.updateMany({ where: { id: n.id, emailStatus: 'pending' }, data: { emailStatus: 'none' } });
        continue;
      }
      const message = notificationMessage(deps.catalogue, n, { email: n.user.email, name: n.user.fullName, lang: languageFor(n.user.locale) }, deps.publicUrl);
      await deps.mailer.sendOnce(`notification:${n.id}`, message);
      await deps.prisma.notification.updateMany({ where: { id: n.id, emailStatus: 'pending' }, data: { emailStatus: 'sent' } });
    }
    handled += pending.length;
    if (pending.length < BATCH) return handled;
  }
}

/**
 * Where workers run: dispatches when a notification is written (any process's, heard through PubSub) and every
 * `sweepMs` besides (an event missed while the listener reconnected, a failed run). Runs never overlap; an event
 * during a run asks for one more. Returns the stop.
 */
export function startNotificationEmails(deps: NotificationEmailDeps & { pubsub: PubSub }, sweepMs = 30_000): () => Promise<void> {
  const abort = new AbortController();
  let running: Promise<void> | null = null;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = dispatchNotificationEmails(deps)
      .then(() => undefined)
      .catch((err: unknown) => deps.log.error({ err }, 'notification emails failed (the sweep retries)'))
      .finally(() => {
        running = null;
        if (again && !abort.signal.aborted) {
          again = false;
          run();
        }
      });
  };
  const events = deps.pubsub.subscribe('notificationAdded', () => true, abort.signal);
  void (async () => {
    while (!(await events.next()).done) run();
  })();
  const timer = setInterval(run, sweepMs);
  timer.unref();
  run();
  return async () => {
    abort.abort();
    clearInterval(timer);
    await running;
  };
}
