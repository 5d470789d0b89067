import type { StripeObject, StripeSandbox } from './stripe-sandbox';

const escape = (s: unknown) =>
  String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const money = (minor: unknown, currency: unknown) => `${(Number(minor) / 100).toFixed(2)} ${String(currency).toUpperCase()}`;

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:system-ui,sans-serif;max-width:720px;margin:24px auto;padding:0 16px">
<p style="background:#fff3cd;padding:8px 12px;border-radius:6px">Stripe sandbox: no money moves. This page stands in for Stripe's.</p>
${body}</body></html>`;

const METHOD_LABELS = { card: 'Card', blik: 'BLIK', p24: 'Przelewy24' } as const;

/** Stripe Checkout's hosted page, as a plain form: the method, then the outcome to simulate. */
export function checkoutPage(session: StripeObject, sandbox: StripeSandbox): string {
  const total = money(session.amount_total, session.currency);
  const pi = session.payment_intent ? sandbox.find(String(session.payment_intent)) : undefined;
  if (pi?.status === 'processing') {
    return page('Pending payment', `<h1>Payment pending</h1><p>${escape(total)} by ${escape((pi.payment_method_types as string[])[0])} is waiting for the bank.</p>
<form method="post"><button name="settle" value="success">The bank confirms it</button> <button name="settle" value="failed">The bank refuses it</button></form>`);
  }
  if (session.status !== 'open') return page('Checkout', `<h1>This checkout is ${escape(session.status)}</h1>`);
  const methods = (session.payment_method_types as (keyof typeof METHOD_LABELS)[])
    .map((m, i) => `<label style="display:block"><input type="radio" name="method" value="${m}"${i === 0 ? ' checked' : ''}> ${METHOD_LABELS[m] ?? escape(m)}</label>`)
    .join('');
  const error = pi?.last_payment_error ? `<p role="alert" style="color:#b00">${escape((pi.last_payment_error as { message: string }).message)}</p>` : '';
  return page('Checkout', `<h1>Pay ${escape(total)}</h1>
<p>${session.mode === 'subscription' ? 'Subscription' : 'One-off payment'}</p>${error}
<form method="post">
<fieldset><legend>Payment method</legend>${methods}</fieldset>
<p><label>BLIK code <input name="blik_code" inputmode="numeric" pattern="\\d{6}" placeholder="123456"></label></p>
<p><label>Bank (Przelewy24) <select name="p24_bank"><option>mBank</option><option>PKO BP</option><option>ING</option><option>Pekao</option></select></label></p>
<p><label>Outcome <select name="outcome">
<option value="success">Success</option><option value="declined">Declined</option><option value="insufficient_funds">Insufficient funds</option>
<option value="canceled">Cancel and go back</option><option value="pending">Pending (BLIK, P24: settled later on this page)</option>
</select></label></p>
<button type="submit">Pay</button></form>`);
}

/** The Customer Portal: the customer's subscriptions, with a button to cancel each, and the way back. */
export function portalPage(portal: StripeObject, sandbox: StripeSandbox): string {
  const subs = sandbox.all('subscription').filter((s) => s.customer === portal.customer);
  const rows = subs
    .map((s) => `<li>${escape(s.id)}: ${escape(s.status)}${s.status === 'canceled' ? '' : ` <form method="post" action="/dev/stripe/subscriptions/${escape(s.id)}/cancel" style="display:inline"><input type="hidden" name="return_to" value="${escape(portal.url)}"><button>Cancel</button></form>`}</li>`)
    .join('');
  return page('Billing', `<h1>Your subscriptions</h1><ul>${rows || '<li>None</li>'}</ul><p><a href="${escape(portal.return_url)}">Return</a></p>`);
}

/** The dashboard: events (resend any of them) and subscriptions (renew or cancel). */
export function dashboardPage(sandbox: StripeSandbox): string {
  const events = [...sandbox.events]
    .reverse()
    .slice(0, 200)
    .map((e) => `<tr><td><code>${escape(e.id)}</code></td><td>${escape(e.type)}</td><td>${escape(e.deliveries.join(', ') || 'not sent')}</td>
<td><form method="post" action="/dev/stripe/events/${escape(e.id)}/resend"><button>Resend</button></form></td></tr>`)
    .join('');
  const subs = sandbox
    .all('subscription')
    .map((s) => `<li>${escape(s.id)} (${escape(s.status)}) <form method="post" action="/dev/stripe/subscriptions/${escape(s.id)}/renew" style="display:inline">
<button name="outcome" value="paid">Renew (paid)</button> <button name="outcome" value="failed">Renew (payment fails)</button></form>
<form method="post" action="/dev/stripe/subscriptions/${escape(s.id)}/cancel" style="display:inline"><button>Cancel</button></form></li>`)
    .join('');
  return page('Stripe sandbox', `<h1>Stripe sandbox</h1><h2>Subscriptions</h2><ul>${subs || '<li>None</li>'}</ul>
<h2>Events</h2><table><thead><tr><th>Event</th><th>Type</th><th>Deliveries (HTTP status)</th><th></th></tr></thead><tbody>${events}</tbody></table>`);
}
