import type { Lang } from '../../lib/language';

/**
 * The withdrawal-rights consent (spec §5 'I understand and want to continue', §9: 14 days, 30-day guarantee), in
 * the words the buyer confirmed. EU digital content: the order keeps this text, its language and the time.
 */
export const WITHDRAWAL_CONSENT: Record<Lang, string> = {
  en:
    'I understand and want to continue: I ask for the credits to be delivered immediately, and I acknowledge that I ' +
    'lose my 14-day right of withdrawal once they are delivered. The 30-day money-back guarantee still applies.',
  pl:
    'Rozumiem i chcę kontynuować: żądam natychmiastowego dostarczenia kredytów i przyjmuję do wiadomości, że po ich ' +
    'dostarczeniu tracę prawo odstąpienia od umowy w ciągu 14 dni. 30-dniowa gwarancja zwrotu pieniędzy nadal obowiązuje.',
};
