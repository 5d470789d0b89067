import { findPlan } from '@kadr/core/catalogue/plans';
import type { PrismaClient } from '@kadr/core/generated/prisma/client';
import { languageFor, type Lang } from '../../lib/language';
import type { Mailer, MailMessage } from '../../lib/mailer';
import type { MessageCatalogue } from '../../lib/message-catalogue';

/** The catalogue messages the receipt is worded from (client/src/locales/{en,pl}.json), checked at start. */
export const RECEIPT_EMAIL_MESSAGES = [
  'emails.common.greeting',
  'emails.receipt.subject',
  'emails.receipt.thanks',
  'emails.receipt.product',
  'emails.receipt.amount',
  'emails.receipt.credits',
  'emails.receipt.order',
  'emails.receipt.invoice',
  'emails.receipt.consentHeading',
  'emails.receipt.button',
] as const;

type ReceiptMessage = (typeof RECEIPT_EMAIL_MESSAGES)[number];

/** What sending a receipt needs besides the database. */
export interface ReceiptDeps {
  mailer: Pick<Mailer, 'sendOnce'>;
  catalogue: MessageCatalogue;
  publicUrl: string;
}

export interface Receipt {
  to: string;
  name: string;
  lang: Lang;
  planName: string;
  kind: 'package' | 'subscription';
  interval: 'month' | 'year' | null;
  amountMinor: number;
  currency: string;
  credits: number;
  teamName: string | null;
  orderId: string;
  paidAt: Date;
  /** The company a VAT invoice is issued to (its job issues it within minutes), or null: a consumer asks for one. */
  company: string | null;
  /** The withdrawal consent as the buyer confirmed it, and when; null if the order has none. */
  consent: { text: string; at: Date } | null;
  accountUrl: string;
}

const LOCALES: Record<Lang, string> = { en: 'en-US', pl: 'pl-PL' };
/** Times in the receipt: Polish time, with its zone named, and the UTC instant for the record. */
const TIME_ZONE = 'Europe/Warsaw';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const formatMoney = (lang: Lang, amountMinor: number, currency: string) =>
  new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amountMinor / 100);

export const formatTime = (lang: Lang, at: Date) =>
  `${new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeStyle: 'long', timeZone: TIME_ZONE }).format(at)} (${at.toISOString()})`;

/** The receipt: what was bought, for how much, the credits added, and the withdrawal consent repeated (EU digital content). */
export function receiptMessage(words: MessageCatalogue, r: Receipt): MailMessage {
  const say = (id: ReceiptMessage, values?: Record<string, string | number>) => words.format(r.lang, id, values);
  const subject = say('emails.receipt.subject', { plan: r.planName });
  const lines = [
    say('emails.common.greeting', { name: r.name }),
    say('emails.receipt.thanks'),
  ];
  const details = [
    say('emails.receipt.product', { plan: r.planName, kind: r.kind, interval: r.interval ?? 'none' }),
    say('emails.receipt.amount', { amount: formatMoney(r.lang, r.amountMinor, r.currency) }),
    say('emails.receipt.credits', { credits: r.credits, forTeam: r.teamName ? 'yes' : 'no', team: r.teamName ?? '' }),
    say('emails.receipt.order', { orderId: r.orderId, date: formatTime(r.lang, r.paidAt) }),
    say('emails.receipt.invoice', { invoice: r.company ? 'company' : 'none', company: r.company ?? '' }),
  ];
  const consentHeading = r.consent ? say('emails.receipt.consentHeading', { at: formatTime(r.lang, r.consent.at) }) : null;
  const button = say('emails.receipt.button');
  const text = [
    ...lines,
    details.join('\n'),
    ...(r.consent && consentHeading ? [`${consentHeading}\n"${r.consent.text}"`] : []),
    `${button}: ${r.accountUrl}`,
  ].join('\n\n') + '\n';
  const html = `<!doctype html><html lang="${r.lang}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a202c">
${lines.map((l) => `<p>${escape(l)}</p>`).join('\n')}
<ul>${details.map((d) => `<li>${escape(d)}</li>`).join('')}</ul>
${r.consent && consentHeading ? `<p>${escape(consentHeading)}</p>\n<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #cbd5e0;color:#4a5568">${escape(r.consent.text)}</blockquote>` : ''}
<p><a href="${escape(r.accountUrl)}" style="display:inline-block;padding:10px 18px;background:#2b6cb0;color:#fff;border-radius:6px;text-decoration:none">${escape(button)}</a></p>
</body></html>`;
  return { to: r.to, kind: 'payment_receipt', subject, text, html };
}

/**
 * Mails the receipt of a paid order once per credited purchase — `key` is the ledger's (`stripe:<session id>` for a
 * package, `stripe:<invoice id>` for each subscription period) — in the buyer's language (the one they bought in,
 * else their account's). Called after the credits are committed, by every run of the webhook job that finds the
 * order paid: the first writes the mail, any duplicate or retry finds it written (Mailer.sendOnce).
 */
export async function sendReceipt(deps: { prisma: PrismaClient; receipts: ReceiptDeps }, orderId: string, key: string): Promise<boolean> {
  const order = await deps.prisma.payment.findUnique({
    where: { id: orderId },
    include: { user: { select: { email: true, fullName: true, locale: true } }, team: { select: { name: true } } },
  });
  if (!order || order.creditsAdded <= 0 || (order.status !== 'paid' && order.status !== 'refunded')) return false;
  // A renewal repeats the consent given when the subscription was bought (its first order).
  const consentOrder =
    order.consentText || !order.subscriptionId
      ? order
      : await deps.prisma.payment.findFirst({ where: { subscriptionId: order.subscriptionId, consentText: { not: null } }, orderBy: { createdAt: 'asc' } });
  const consent = consentOrder?.consentText && consentOrder.withdrawalWaiverAt ? { text: consentOrder.consentText, at: consentOrder.withdrawalWaiverAt } : null;
  const lang = languageFor(consentOrder?.consentLanguage ?? order.consentLanguage ?? order.user.locale);
  const plan = findPlan(order.planId);
  const { catalogue, mailer, publicUrl } = deps.receipts;
  const message = receiptMessage(catalogue, {
    to: order.user.email,
    name: order.user.fullName,
    lang,
    planName: plan?.name[lang] ?? order.planId,
    kind: plan?.kind ?? 'package',
    interval: plan?.interval ?? null,
    amountMinor: order.amountMinor,
    currency: order.currency,
    credits: order.creditsAdded,
    teamName: order.team?.name ?? null,
    orderId: order.id,
    paidAt: order.updatedAt,
    company: order.taxId || order.vatId ? (order.companyName ?? order.taxId ?? order.vatId) : null,
    consent,
    accountUrl: `${publicUrl}/${lang === 'pl' ? 'pl/konto' : 'account'}?tab=subscription`,
  });
  return mailer.sendOnce(`receipt:${key}`, message);
}
