import { creditCosts } from '../../config/pricing';
import { creditsLabel } from '../../features/landing/credits-label';
import { p } from '../../features/landing/rich-text';
import { contactEmail } from '../legal/contact';
import { featuredFaq } from './featured-en';
import type { FaqContent } from './types';

const email = { email: contactEmail };
const credits = (count: number) => creditsLabel(count, 'en');

export const faq: FaqContent = {
  description: 'Answers about Kadr: how many selfies you need, how long training takes, what credits cost, refunds and the 30-day guarantee, privacy and teams.',
  lead: 'Answers about photos, training, credits, refunds, privacy and teams. If yours is missing, write to us.',
  topics: 'Topics',
  groups: [
    {
      id: 'photos',
      title: 'Your photos',
      items: [
        featuredFaq.photosCount,
        {
          id: 'photos-good',
          question: 'What makes a good selfie?',
          answer: [
            p('Only you in the picture, your face clearly visible and turned roughly towards the camera, sharp, in even light: daylight from a window is ideal. Avoid sunglasses, heavy filters and hard shadows. Each photo is checked as it uploads, so you see which ones will help your model and why the others will not.'),
          ],
        },
        {
          id: 'photos-formats',
          question: 'Which files can I upload?',
          answer: [
            p('JPG, PNG, WEBP and HEIC (the format of iPhone photos), at least 512×512 pixels. Metadata such as the GPS location is removed on upload. Square headshots come out at 1024×1024 pixels, other aspect ratios at the same number of pixels.'),
          ],
        },
        {
          id: 'photos-someone-else',
          question: 'Can I make headshots of someone else?',
          answer: [
            p('Only with their express consent, and never of a child. A model is for one person: photos with several faces, or that do not look like the others, are left out of training. The rules are in the ', { text: 'terms of service', screen: 'termsOfService' }, '.'),
          ],
        },
      ],
    },
    {
      id: 'training',
      title: 'Training your model',
      items: [
        featuredFaq.trainingTime,
        {
          id: 'training-cost',
          question: 'What does training cost?',
          answer: [p('A training costs a set number of credits, shown before you confirm it. The credits are reserved when the training starts and charged only if it succeeds.')],
        },
        {
          id: 'training-failed',
          question: 'What if training fails?',
          answer: [p('Then it costs nothing: the reserved credits return to your balance, and your photos stay, so you can try again, perhaps with a few better ones. You can also cancel a training while it runs.')],
        },
        {
          id: 'training-how',
          question: 'What happens during training?',
          answer: [
            p('Kadr learns your face from the photos that passed the checks. Our own engine aligns your best photos and separates you from the background; where the generative engine is switched on, a personal AI model is trained on your photos instead. The ', { text: 'about page', screen: 'about' }, ' explains it step by step.'),
          ],
        },
      ],
    },
    {
      id: 'credits',
      title: 'Credits and prices',
      items: [
        featuredFaq.creditsExpire,
        {
          id: 'credits-costs',
          question: 'What does a headshot cost?',
          answer: [
            p(`A standard photo costs ${credits(creditCosts.standardPhoto)}, a high-quality photo ${credits(creditCosts.highQualityPhoto)} and a short video ${credits(creditCosts.shortVideo)}. Training a model and changing a background cost the number of credits shown before you confirm. Packages and subscriptions are on the `, { text: 'pricing page', screen: 'pricing' }, '.'),
          ],
        },
        {
          id: 'credits-not-charged',
          question: 'Do I pay for images that fail?',
          answer: [p('No. When a job starts, its credits are reserved, and you pay only for images actually delivered. An image that fails, that does not look like you, or that repeats one you already have is not charged, and the rest of the reservation returns to your balance.')],
        },
        {
          id: 'credits-likeness',
          question: 'What does “looks like you” mean?',
          answer: [
            p('When your model is trained, we keep one or two of your accepted selfies aside and do not train on them. Every image we deliver is compared with those held-out selfies by a face-recognition model, and pairs of your own selfies are compared with each other, to learn how much your real photos differ from one another.'),
            p('An image that is less similar to your held-out selfies than 9 in 10 pairs of your own selfies are to each other is marked “may not look like you”. Such an image, a copy of one of your selfies and a near-identical repeat within the same job are shown apart with the reason, and none of them is charged. Each job shows how many of its images passed. A first look made before training is labelled Preview and measured the same way.'),
          ],
        },
        {
          id: 'credits-payment',
          question: 'How can I pay, and do prices include taxes?',
          answer: [p('Every price includes taxes (VAT): in złoty on the Polish site, in US dollars on the English one. Credit packages in złoty can be paid by card, BLIK or Przelewy24, subscriptions by card. For a company invoice, enter the company name and NIP before paying.')],
        },
      ],
    },
    {
      id: 'refunds',
      title: 'Refunds',
      items: [
        {
          id: 'refunds-guarantee',
          question: 'Is there a money-back guarantee?',
          answer: [
            p('Yes, for 30 days. If you are not satisfied with your first headshots, write to ', email, ' within 30 days of the purchase and we refund the full price, even if you have used some of the credits. The guarantee covers your first purchase, once per account; the details are in the ', { text: 'terms of service', screen: 'termsOfService' }, '.'),
          ],
        },
        {
          id: 'refunds-withdrawal',
          question: 'What about the 14-day right of withdrawal?',
          answer: [
            p('As a consumer you may withdraw from a purchase within 14 days. Credits are digital content delivered right after payment, so at checkout you ask us to deliver them immediately and acknowledge that the right of withdrawal ends once they are delivered (“I understand and want to continue”). The 30-day guarantee applies either way.'),
          ],
        },
        {
          id: 'refunds-how',
          question: 'How quickly do I get my money back?',
          answer: [p('We pay refunds to the payment method you used, at the latest within 14 business days. A refund costs you nothing.')],
        },
        {
          id: 'refunds-subscription',
          question: 'Can I cancel a subscription?',
          answer: [p('Yes, at any time, in Account → Subscription. It stays active until the end of the period you have paid for, nothing more is charged, and the credits you received stay yours.')],
        },
      ],
    },
    {
      id: 'privacy',
      title: 'Privacy',
      items: [
        {
          id: 'privacy-selfies',
          question: 'What happens to my selfies?',
          answer: [p('They are used only to train your personal model and are deleted automatically 30 days after the training finishes. You can delete them sooner by deleting the model.')],
        },
        {
          id: 'privacy-training',
          question: 'Do you use my photos to train other AI models?',
          answer: [p('No. Your photos train only your own model, which works only for you. We never sell your data and never use your photos to train general AI models.')],
        },
        {
          id: 'privacy-who-sees',
          question: 'Who can see my photos?',
          answer: [p('Only you. Your files are private and are shown only through signed links that soon expire. In a team, admins can see the headshots made with the team’s credits, never those made with your personal credits. The public gallery shows only samples made from photos of sample people.')],
        },
        {
          id: 'privacy-delete',
          question: 'How do I delete my data?',
          answer: [
            p('Delete headshots and videos in My photos, and a model together with its selfies in Account → AI models. To delete your whole account, write to ', email, '. All your rights are listed in the ', { text: 'privacy policy', screen: 'privacyPolicy' }, '.'),
          ],
        },
      ],
    },
    {
      id: 'teams',
      title: 'Teams',
      items: [
        {
          id: 'teams-what',
          question: 'What is a team?',
          answer: [p('A shared credit balance for colleagues. Admins buy credits for the team or move credits from their own balance, and members make their headshots with them: handy when a company pays for everyone’s photos.')],
        },
        {
          id: 'teams-invite',
          question: 'How do I invite colleagues?',
          answer: [p('In Account → Team. Invite one address by email (the invitation can be accepted once, within 7 days), or create an invite link limited by expiry, number of uses or company email domain. You can revoke a link at any time.')],
        },
        {
          id: 'teams-admins',
          question: 'What can team admins see?',
          answer: [p('Admins can see and download the headshots made with team credits and see how the team’s credits were used. Headshots you make with your personal credits stay private; the invitation says so before you join.')],
        },
        {
          id: 'teams-buy',
          question: 'Can a company pay for the team?',
          answer: [p('Yes. On the pricing page an admin chooses to buy for the team and can enter the company name and NIP for an invoice. Team credits never expire either.')],
        },
      ],
    },
  ],
  contact: ['Did not find your answer? Write to ', email, ' and a person will reply.'],
};
