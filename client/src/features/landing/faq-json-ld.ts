import type { FaqItem } from '../../content/faq/types';
import { blocksText } from './rich-text';

/** schema.org FAQPage of questions and their answers as plain text. */
export function faqPageJsonLd(items: readonly FaqItem[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: blocksText(item.answer) },
    })),
  };
}
