/** The human-readable guide to an export, README.html in its language: what each part of data.json and each folder holds. */

type Lang = 'en' | 'pl';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface Part {
  key: string;
  en: string;
  pl: string;
}

const USER_PARTS: Part[] = [
  { key: 'profile', en: 'Your account: name, email, language, plan, email preferences, when it was created and confirmed. Your password is never included (we keep only a one-way hash of it).', pl: 'Twoje konto: imię i nazwisko, e-mail, język, plan, ustawienia powiadomień e-mail, daty założenia i potwierdzenia. Hasła nigdy tu nie ma (przechowujemy tylko jego jednokierunkowy skrót).' },
  { key: 'teams, teamInvitations', en: 'The teams you belong to with your role in each, and invitations sent to your address.', pl: 'Zespoły, do których należysz, z Twoją rolą, oraz zaproszenia wysłane na Twój adres.' },
  { key: 'models', en: 'Your personal AI models and their training states.', pl: 'Twoje osobiste modele AI i stany ich treningu.' },
  { key: 'selfies', en: 'The photos you uploaded to train them, with each check’s verdict and reasons. "embedding" is the face description our local check computed (base64 of 512 numbers), used only to check that all photos show the same person. Photos are deleted 30 days after training; those still kept are in files/selfies.', pl: 'Zdjęcia przesłane do treningu, z wynikiem i powodami każdej kontroli. "embedding" to opis twarzy obliczony przez naszą lokalną kontrolę (base64 z 512 liczb), używany tylko do sprawdzenia, że wszystkie zdjęcia przedstawiają tę samą osobę. Zdjęcia usuwamy 30 dni po treningu; te jeszcze przechowywane są w files/selfies.' },
  { key: 'images, videos', en: 'Headshots, background changes and videos you made, with their prompts and settings; the files are in files/headshots, files/backgrounds and files/videos ("file" names each one).', pl: 'Zdjęcia profilowe, zmiany tła i filmy, które wykonano, z opisami i ustawieniami; pliki są w files/headshots, files/backgrounds i files/videos (pole "file" wskazuje każdy z nich).' },
  { key: 'jobs', en: 'Every training and generation job: when it ran, its state and its cost in credits.', pl: 'Każde zadanie treningu i generowania: kiedy działało, jego stan i koszt w kredytach.' },
  { key: 'creditLedger', en: 'Every change of your credit balance (purchases, charges, refunds, bonuses, transfers).', pl: 'Każda zmiana salda kredytów (zakupy, obciążenia, zwroty, bonusy, przeniesienia).' },
  { key: 'payments, subscriptions, invoices', en: 'Your payments and subscriptions as our records hold them (card details stay with Stripe and are never stored by us), and the VAT invoices issued to you, each as it was issued (download their PDFs in Account → Subscription).', pl: 'Twoje płatności i subskrypcje w naszej ewidencji (dane kart pozostają w Stripe i nigdy ich nie przechowujemy) oraz wystawione Ci faktury VAT, każda w postaci, w jakiej ją wystawiono (ich PDF pobierzesz w zakładce Konto → Subskrypcja).' },
  { key: 'notifications', en: 'The notifications we showed or emailed you.', pl: 'Powiadomienia pokazane w aplikacji lub wysłane e-mailem.' },
  { key: 'apiKeys, webhookEndpoints', en: 'Names, scopes and dates of your API keys and webhook addresses. The keys and signing secrets themselves are never included.', pl: 'Nazwy, zakresy i daty kluczy API oraz adresów webhooków. Samych kluczy i sekretów podpisu nigdy tu nie ma.' },
  { key: 'favorites, collections', en: 'Photos you marked as favourites and your collections.', pl: 'Zdjęcia oznaczone jako ulubione i Twoje kolekcje.' },
  { key: 'adminActions', en: 'What our administrators did to your account (for example a credit adjustment), with the reason they gave.', pl: 'Działania administratorów na Twoim koncie (np. korekta kredytów) z podanym powodem.' },
  { key: 'activity', en: 'What you did in the product that we count for usage statistics (sign-ins, generations, purchases).', pl: 'Twoje działania liczone do statystyk użycia (logowania, generowania, zakupy).' },
];

const TEAM_PARTS: Part[] = [
  { key: 'team', en: 'The team: its name, owner and plan.', pl: 'Zespół: nazwa, właściciel i plan.' },
  { key: 'members, invitations', en: 'Members with their roles, and invitations sent.', pl: 'Członkowie z rolami oraz wysłane zaproszenia.' },
  { key: 'creditLedger, payments, subscriptions', en: 'The team wallet’s every change, and the team’s payments and subscriptions.', pl: 'Każda zmiana portfela zespołu oraz płatności i subskrypcje zespołu.' },
  { key: 'images, videos, jobs', en: 'What members made with the team’s credits; the headshots are in files/team-headshots, a folder per member.', pl: 'To, co członkowie wykonali za kredyty zespołu; zdjęcia są w files/team-headshots, w folderze każdej osoby.' },
];

const WORDS = {
  en: {
    title: (team: string | null) => (team ? `Kadr — data of the team “${team}”` : 'Kadr — a copy of your data'),
    lead: (when: string) => `Made on ${when} (UTC) at your request, under articles 15 and 20 of the GDPR.`,
    how: 'data.json holds everything in a machine-readable form (JSON, UTF-8; dates in ISO 8601, UTC). This page explains each of its parts. The files folder holds your photos and videos as we store them.',
    part: 'Part of data.json',
    what: 'What it holds',
    questions: 'Questions, or want something corrected or deleted? Write to privacy@kadr.app, or delete your account in Account → Profile.',
  },
  pl: {
    title: (team: string | null) => (team ? `Kadr — dane zespołu „${team}”` : 'Kadr — kopia Twoich danych'),
    lead: (when: string) => `Przygotowano ${when} (UTC) na Twoją prośbę, zgodnie z art. 15 i 20 RODO.`,
    how: 'Plik data.json zawiera wszystko w formie czytelnej dla maszyn (JSON, UTF-8; daty w ISO 8601, UTC). Ta strona objaśnia każdą jego część. Folder files zawiera Twoje zdjęcia i filmy w postaci, w jakiej je przechowujemy.',
    part: 'Część data.json',
    what: 'Co zawiera',
    questions: 'Masz pytania albo chcesz coś poprawić lub usunąć? Napisz na privacy@kadr.app albo usuń konto w Konto → Profil.',
  },
} as const;

export function exportReadme(lang: Lang, options: { teamName: string | null; exportedAt: Date }): string {
  const w = WORDS[lang];
  const parts = options.teamName === null ? USER_PARTS : TEAM_PARTS;
  const when = options.exportedAt.toISOString().slice(0, 16).replace('T', ' ');
  const rows = parts.map((p) => `<tr><th scope="row"><code>${escapeHtml(p.key)}</code></th><td>${escapeHtml(p[lang])}</td></tr>`).join('\n');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(w.title(options.teamName))}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1a202c}table{border-collapse:collapse;width:100%}th,td{text-align:left;vertical-align:top;padding:.5rem;border-bottom:1px solid #e2e8f0}th{white-space:nowrap}</style>
</head>
<body>
<h1>${escapeHtml(w.title(options.teamName))}</h1>
<p>${escapeHtml(w.lead(when))}</p>
<p>${escapeHtml(w.how)}</p>
<table>
<thead><tr><th scope="col">${escapeHtml(w.part)}</th><th scope="col">${escapeHtml(w.what)}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<p>${escapeHtml(w.questions)}</p>
</body>
</html>
`;
}
