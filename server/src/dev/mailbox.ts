import { Hono, type Context } from 'hono';
import type { AppEnv } from '../http-types';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const linkify = (html: string) => html.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** Development only: the outbox as a web page (and JSON for tests). Never mounted in production. */
export function devMailbox() {
  const app = new Hono<AppEnv>();
  const list = (c: Context<AppEnv>) => {
    const to = c.req.query('to')?.toLowerCase();
    return c.get('ctx').services.prisma.outboxEmail.findMany({
      where: to ? { to } : {},
      orderBy: { createdAt: 'desc' },
      take: 50,
    });
  };
  app.get('/mailbox.json', async (c) => c.json(await list(c)));
  app.get('/mailbox', async (c) => {
    const mails = await list(c);
    const items = mails
      .map(
        (m) => `<article style="border:1px solid #ccc;border-radius:8px;padding:12px;margin:12px 0">
<div><strong>To:</strong> ${escape(m.to)} · <strong>${escape(m.subject)}</strong> · <small>${m.createdAt.toISOString()}</small></div>
<pre style="white-space:pre-wrap;font-family:inherit">${linkify(escape(m.text))}</pre>
</article>`,
      )
      .join('\n');
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Kadr dev mailbox</title></head>
<body style="font-family:system-ui,sans-serif;max-width:860px;margin:24px auto;padding:0 16px">
<h1>Dev mailbox</h1><p>Emails the app would send (no SMTP configured). Newest first.</p>
${items || '<p>No emails yet.</p>'}</body></html>`);
  });
  return app;
}
