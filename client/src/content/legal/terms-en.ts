import { creditCosts } from '../../config/pricing';
import { PLANS, planPrice, type PlanDefinition } from '../../features/landing/catalogue';
import { creditsLabel } from '../../features/landing/credits-label';
import { list, p, table } from '../../features/landing/rich-text';
import { contactEmail } from './contact';
import type { LegalDocument } from './types';

const email = { email: contactEmail };

function planType(plan: PlanDefinition): string {
  if (plan.kind === 'package') return 'Package, one-off';
  return plan.interval === 'year' ? 'Subscription, yearly' : 'Subscription, monthly';
}

function planCredits(plan: PlanDefinition): string {
  const credits = creditsLabel(plan.credits, 'en');
  if (plan.interval === null) return credits;
  return `${credits} every ${plan.interval}`;
}

const planRows = PLANS.map((plan) => [plan.name.en, planType(plan), planCredits(plan), planPrice(plan, 'PLN', 'en'), planPrice(plan, 'USD', 'en')]);

export const document: LegalDocument = {
  description:
    'The rules of Kadr: credits that never expire, prices with taxes, the 14-day withdrawal right, refunds within 14 business days and a 30-day money-back guarantee.',
  lead: 'These terms are the agreement between you and Kadr when you use the service. We wrote them to be read: what you can expect from us, what we expect from you, and what happens with your money.',
  sections: [
    {
      id: 'service',
      title: 'The service',
      blocks: [
        p('Kadr is an online service run by Kadr. You upload selfies, Kadr trains a personal model of your face, and you spend credits to make professional headshots, short profile videos and background changes from it. How we handle your data is described in the ', { text: 'privacy policy', screen: 'privacyPolicy' }, ', which is part of these terms.'),
        p('The agreement to use Kadr is made when you create an account, and costs nothing. Each purchase of credits is a separate agreement, made when you pay.'),
        p('Where these terms say “consumer”, they mean a person buying for purposes outside their trade, business or profession. Consumers have rights that these terms never take away.'),
      ],
    },
    {
      id: 'requirements',
      title: 'What you need',
      blocks: [
        p('An internet connection, an email address and a current web browser with JavaScript turned on, such as Chrome, Firefox, Safari or Edge, on a computer or a phone. To upload selfies you need photos in JPG, PNG, WEBP or HEIC.'),
      ],
    },
    {
      id: 'account',
      title: 'Your account',
      blocks: [
        list(
          'You must be at least 18 years old to create an account.',
          'Give us a real email address and name, confirm the address, and keep your password to yourself. An account belongs to one person.',
          'You are responsible for what is done with your account. If you think someone else has used it, change your password and write to us.',
        ),
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Your photos and acceptable use',
      blocks: [
        p('Upload only photos of yourself, or of a person who has expressly agreed to it, and only photos you have the right to use. Each photo is checked as it uploads; photos with several faces, or that do not look like the others, are left out of training.'),
        p('You may not use Kadr to:'),
        list(
          'make images of someone without their consent, or of a child;',
          'pretend to be someone else, mislead people about who you are, or make photos for identity documents;',
          'create sexual, violent, hateful or otherwise unlawful content, or content that infringes someone else’s rights;',
          'get around credits, limits or security, overload the service, or use the API beyond its published limits.',
        ),
        p('If an account breaks these rules we may stop a job, remove the content concerned or suspend the account. We tell you why, and you can reply to ', email, '.'),
      ],
    },
    {
      id: 'content',
      title: 'Rights to your photos and results',
      blocks: [
        p('Your selfies stay yours. You allow Kadr to use them only to provide the service to you: to check them, train your model and make what you ask for.'),
        p('The headshots and videos you make are yours to use for any lawful purpose, personal or professional: your LinkedIn profile, CV, company website or social media. They are made by AI from your photos; depending on the country, such images may not be protected by copyright.'),
      ],
    },
    {
      id: 'credits',
      title: 'Credits and prices',
      blocks: [
        list(
          'You pay for Kadr with credits, bought in packages or with a subscription.',
          'All prices include taxes (VAT). The Polish site sells in złoty (PLN), the English site in US dollars (USD).',
          [{ strong: 'Credits never expire. ' }, 'They have no cash value and cannot be transferred, except to a team you are an admin of.'],
        ),
        p('What credits buy:'),
        list(
          `a standard photo: ${creditsLabel(creditCosts.standardPhoto, 'en')};`,
          `a high-quality photo: ${creditsLabel(creditCosts.highQualityPhoto, 'en')};`,
          `a short video: ${creditsLabel(creditCosts.shortVideo, 'en')};`,
          'training a model and changing a background: the number of credits is shown before you confirm.',
        ),
        p('When a job starts, its credits are reserved; you pay only for what is delivered, and the rest returns to your balance. An image that fails, that does not look like you, or that repeats an earlier one is not charged. A training that fails or that you cancel costs nothing.'),
        table('Plans and prices, taxes included', ['Plan', 'Type', 'Credits', 'Price in PLN', 'Price in USD'], planRows),
      ],
    },
    {
      id: 'payment',
      title: 'Payment',
      blocks: [
        p('Payments are processed by Stripe on its own payment page. Credit packages in złoty can be paid by card, BLIK or Przelewy24; subscriptions and purchases in US dollars by card. Kadr never sees your card or bank details.'),
        p('Credits are added as soon as the payment is confirmed. You get a confirmation by email, which repeats the consent you gave at checkout. If you need an invoice for a company, enter the company name and NIP before paying.'),
      ],
    },
    {
      id: 'withdrawal',
      title: 'Right of withdrawal',
      blocks: [
        p('As a consumer you have the right to withdraw from a purchase within 14 days from the day you made it, without giving a reason.'),
        p('Credits are digital content, and Kadr delivers them right after payment. That is why the checkout asks for your consent: by ticking “I understand and want to continue” you ask us to deliver the credits immediately and acknowledge that you lose the right of withdrawal once they are delivered. We repeat this consent in your receipt email. Until the credits are delivered, for example while a payment is still pending, you may withdraw by writing to ', email, '.'),
        p('Whatever happens to the right of withdrawal, the 30-day money-back guarantee still applies.'),
      ],
    },
    {
      id: 'guarantee',
      title: '30-day money-back guarantee',
      blocks: [
        p('If you are not satisfied with your first headshots, we give your money back:'),
        list(
          'write to us within 30 days of the purchase, from your account’s email address;',
          'the guarantee covers your first purchase on Kadr — a credit package or the first payment of a subscription — once per account;',
          'you do not have to give a reason, although a sentence about what went wrong helps us improve;',
          'we refund the full price, even if you have used some of the credits; the credits of that purchase still on your balance are removed, and a subscription is cancelled.',
        ),
        p('The guarantee is in addition to your statutory rights.'),
      ],
    },
    {
      id: 'refunds',
      title: 'How refunds are paid',
      blocks: [
        p('We pay every refund to the payment method you used — your card, or the bank account behind BLIK or Przelewy24 — without undue delay and at the latest within 14 business days. After a statutory withdrawal we refund within 14 days of receiving your statement, as the law requires. Refunds cost you nothing.'),
      ],
    },
    {
      id: 'subscriptions',
      title: 'Subscriptions',
      blocks: [
        list(
          'A subscription is billed monthly or yearly and adds its credits every billing period. Like all credits, they never expire.',
          'It renews automatically at the price shown when you subscribed. If that price ever changes, we tell you in advance and the new price applies only from a renewal after the notice.',
          'You can cancel at any time in Account → Subscription. The cancellation takes effect at the end of the period you have paid for: nothing more is charged, and the credits you received stay yours.',
          'If a renewal payment fails, Stripe tries again for a while; if it still fails, the subscription ends.',
        ),
      ],
    },
    {
      id: 'teams',
      title: 'Teams',
      blocks: [
        list(
          'A team shares one credit balance. Its admins buy credits for the team or move credits from their own balance; a move cannot be undone.',
          'Admins invite members by email or with an invite link and decide who is an admin. Members make headshots with the team’s credits.',
          'Team admins can see and download the headshots made with team credits, and see how the team’s credits were used. Headshots you make with your personal credits stay private.',
          'Team credits belong to the team: a member who leaves keeps their personal credits and headshots, not the team’s credits.',
        ),
      ],
    },
    {
      id: 'availability',
      title: 'Availability and changes to the service',
      blocks: [
        p('We work to keep Kadr available and fast, but it may be unavailable now and then, for example during maintenance. If a job fails on our side, its credits return to your balance. We may improve or change features; we will not take away something you have paid for without offering a fair solution, such as a refund of unused credits.'),
      ],
    },
    {
      id: 'liability',
      title: 'Liability',
      blocks: [
        p('Results made by AI vary: a particular image may not look the way you hoped, which is what choosing among several images and the money-back guarantee are for. Towards consumers we are liable under the law, including for the conformity of digital content with the contract, and nothing in these terms limits that.'),
        p('Towards business customers, our liability is limited to the amounts paid to Kadr in the 12 months before the claim, except for damage caused intentionally or by gross negligence. We are not responsible for how you use your headshots.'),
      ],
    },
    {
      id: 'complaints',
      title: 'Complaints',
      blocks: [
        p('If something does not work as it should, write to ', email, ' and describe what happened. We reply within 14 days. Consumers in Poland may also turn to a municipal or district consumer ombudsman (rzecznik konsumentów) or to the Trade Inspection (Inspekcja Handlowa) for free help with a dispute.'),
      ],
    },
    {
      id: 'ending',
      title: 'Ending the agreement',
      blocks: [
        p('You can stop using Kadr at any time and ask us to delete your account at ', email, '. We may end the agreement if you seriously break these terms, after telling you why. If we end it without your fault, we refund the credits you paid for and did not use.'),
      ],
    },
    {
      id: 'law',
      title: 'Governing law',
      blocks: [
        p('These terms are governed by Polish law. If you are a consumer living in another country of the European Union, you keep the protection of the mandatory rules of that country’s law. Disputes are settled by the courts competent under the law; nothing in these terms takes away your rights as a consumer.'),
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      blocks: [
        p('We may change these terms, for example when the service or the law changes. We tell you by email or in the app at least 14 days before a change takes effect; if you do not agree, you can close your account before then. Purchases you made earlier keep the terms they were made under.'),
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [p('Questions about these terms, refunds and complaints: ', email, '.')],
    },
  ],
};
