import { list, p, table } from '../../features/landing/rich-text';
import { contactEmail } from './contact';
import type { LegalDocument } from './types';

const email = { email: contactEmail };

export const document: LegalDocument = {
  description:
    'What Kadr stores, why and for how long: selfies deleted 30 days after training, no sale of data, no training of other models on your photos, your GDPR rights.',
  lead: 'This policy explains which personal data Kadr stores when you use the service, why, for how long, who helps us process it and what rights you have. We keep it as short and concrete as we can.',
  sections: [
    {
      id: 'controller',
      title: 'Who is responsible for your data',
      blocks: [
        p('The controller of your personal data is Kadr, the operator of this service. For anything about your data — a question, a request or a complaint — write to ', email, '. We answer without undue delay and at the latest within one month.'),
      ],
    },
    {
      id: 'data',
      title: 'What we store',
      blocks: [
        list(
          [{ strong: 'Your account: ' }, 'your email address, your name, your password (only as a one-way hash, which nobody can read back), your language and notification settings, whether you want marketing emails, and your sign-in sessions (the browser they were made from and when).'],
          [{ strong: 'Your selfies: ' }, 'the photos you upload to train a model and the results of their checks (face found, size, sharpness, light). Before a photo is sent, your browser turns it upright, shrinks it to 2048 pixels on its long side and saves it anew, which removes its metadata such as GPS location and camera details: the original file stays on your device, and we never need it again. Where the browser cannot read a photo (some HEIC files), the original is sent and our server does the same at once, keeping only the shrunk copy.'],
          [{ strong: 'Face descriptors: ' }, 'from each selfie we compute a descriptor, a list of numbers describing the features of your face, to check that all photos show the same person and that your results look like you. We use it for nothing else: not to identify you among other people and not to recognise you anywhere else.'],
          [{ strong: 'Your trained model: ' }, 'with our own engine, aligned crops of your best selfies with their cut-out masks and descriptors, from which your headshots are made; with the generative engine, a personal AI model trained on your selfies.'],
          [{ strong: 'What you create: ' }, 'headshots, videos and background changes, the prompts and settings you used, your favourites and collections.'],
          [{ strong: 'Credits and payments: ' }, 'your credit balance and its history, your orders (plan, amount, currency, status), the consent you gave at checkout with its wording, language and time, and, if you asked for a company invoice, the company name and NIP. Card, BLIK and bank details are entered on Stripe’s payment page and never reach Kadr: we receive only the result and a reference.'],
          [{ strong: 'Teams: ' }, 'the teams you belong to, your role, invitations (the invited email address) and what you spent of a team’s credits.'],
          [{ strong: 'Notifications and API: ' }, 'notifications in the app and the emails we send you; if you use the API, the names, scopes and hashes of your API keys and your webhook endpoints with their delivery records.'],
          [{ strong: 'Technical logs: ' }, 'when you use Kadr our servers record the IP address, the browser’s user agent, the time and the request. We use them to keep the service secure (for example to limit sign-in attempts) and to find errors.'],
        ),
      ],
    },
    {
      id: 'purposes',
      title: 'Why we use it and on what legal basis',
      blocks: [
        table('Purposes and legal bases under the GDPR', ['Purpose', 'Legal basis'], [
          ['Providing the service: your account, checking your photos, training your model, making headshots and videos, teams, notifications', 'Art. 6(1)(b): the contract with you'],
          ['Payments, receipts, invoices and accounting records', 'Art. 6(1)(b) and art. 6(1)(c): the contract and our duties under tax and accounting law'],
          ['Refunds, withdrawals and complaints', 'Art. 6(1)(b) and art. 6(1)(c): the contract and consumer law'],
          ['Security, preventing abuse and fraud, fixing errors', 'Art. 6(1)(f): our legitimate interest in a safe service that works'],
          ['Tips and offers by email, only if you asked for them', 'Art. 6(1)(a): your consent, which you can withdraw at any time'],
          ['Establishing, exercising or defending legal claims', 'Art. 6(1)(f): our legitimate interest'],
        ]),
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      blocks: [
        list(
          [{ strong: 'Selfies: ' }, 'deleted automatically 30 days after your model’s training finishes, together with their face descriptors. You can delete them sooner by deleting the model. The photos of a model whose training did not finish stay until you delete the model, so that you can try again.'],
          [{ strong: 'Trained model: ' }, 'until you delete it (Account → AI models) or your account.'],
          [{ strong: 'Headshots and videos: ' }, 'until you delete them (My photos) or your account.'],
          [{ strong: 'Account: ' }, 'as long as you have it. When you ask us to delete it, we delete your data without undue delay, except what the law makes us keep.'],
          [{ strong: 'Payment records: ' }, 'as long as tax and accounting law requires; in Poland generally 5 years from the end of the year of the payment.'],
          [{ strong: 'Technical logs: ' }, 'only as long as needed for security and troubleshooting.'],
        ),
      ],
    },
    {
      id: 'processors',
      title: 'Who processes data for us',
      blocks: [
        p('We use a few providers, each only for its task, on our instructions and under a data processing agreement (art. 28 GDPR):'),
        list(
          [{ strong: 'Payments: Stripe. ' }, 'Stripe processes card, BLIK and Przelewy24 payments on its own payment page. For some purposes, such as fraud prevention and financial regulation, Stripe is a controller in its own right and its own privacy policy applies.'],
          [{ strong: 'AI inference: Replicate, when the generative engine is switched on. ' }, 'Your selfies and prompts are then sent to Replicate, which trains your personal model and makes your headshots and videos. The selfie archive is deleted there once the training ends, and results are copied to our storage right away. The model trained there stays in Kadr’s private account until you ask us to delete it. With our own engine, your photos never leave our servers.'],
          [{ strong: 'Email delivery: ' }, 'a provider that sends our emails (account confirmation, password reset, receipts, notifications).'],
          [{ strong: 'Hosting and storage: ' }, 'servers, the database and file storage in the European Union.'],
        ),
      ],
    },
    {
      id: 'transfers',
      title: 'Transfers outside the European Economic Area',
      blocks: [
        p('Our servers and storage are in the EU. Stripe and, when the generative engine is used, Replicate may process data in the United States. Such transfers rely on the safeguards of chapter V of the GDPR: the EU–US Data Privacy Framework where the recipient is certified under it, otherwise the European Commission’s standard contractual clauses. You can ask us for a copy.'),
      ],
    },
    {
      id: 'rights',
      title: 'Your rights',
      blocks: [
        p('Under the GDPR you have the right to:'),
        list(
          'access your data and get a copy of it (art. 15);',
          'have it corrected (art. 16) — you can change your name in your account, and we change your email address on request;',
          'have it erased (art. 17);',
          'restrict its processing (art. 18);',
          'receive the data you gave us in a common machine-readable format, or have it sent to another service (art. 20);',
          'object to processing based on our legitimate interest (art. 21);',
          'withdraw your consent at any time, without affecting what was done before (art. 7(3)) — for marketing emails, untick the box in your account;',
          ['lodge a complaint with a supervisory authority — in Poland the President of the Personal Data Protection Office (Prezes UODO, ', { text: 'uodo.gov.pl', url: 'https://uodo.gov.pl' }, '), or the authority of the EU country where you live or work.'],
        ),
        p('To use a right, write to ', email, ' from your account’s address. Much you can do yourself: delete headshots and videos in My photos, delete a model together with its selfies in Account → AI models, and choose which notifications come by email.'),
      ],
    },
    {
      id: 'never',
      title: 'What we never do',
      blocks: [
        list(
          'We do not sell or rent your personal data to anyone.',
          'We do not use your selfies, face descriptors or headshots to train general AI models. Your photos train only your personal model, which works only for you.',
          ['We use no advertising or tracking cookies and no third-party analytics (see the ', { text: 'cookie policy', screen: 'cookiePolicy' }, ').'],
          'We never show your photos publicly. The public gallery shows only samples our engine made from photos of sample people.',
          'We make no automated decisions with legal or similarly significant effects on you; photo checks only say which photos will help your model.',
        ),
      ],
    },
    {
      id: 'security',
      title: 'How we protect your data',
      blocks: [
        p('Connections are encrypted, passwords are stored only as hashes, and your files are private: they are served only through signed links that soon expire. Only the people who run Kadr can reach the systems, and every administrative action on an account is recorded in an audit log. If a breach ever puts your rights at risk, we will tell you and the supervisory authority as the GDPR requires.'),
      ],
    },
    {
      id: 'children',
      title: 'Children',
      blocks: [p('Kadr is meant for adults. We do not knowingly collect data of anyone under 18; if you believe a child has given us data, write to us and we will delete it.')],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [p('When we change this policy we publish the new version here with a new date. We announce important changes by email or in the app before they take effect.')],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [p('Questions or requests about your data: ', email, '.')],
    },
  ],
};
