import { HStack } from '@chakra-ui/react';
import { use } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink } from '../../components/ui/app-link';
import { Page } from '../../components/ui/page';
import { loadAboutContent } from '../../content/about';
import { DocumentSections } from '../../features/landing/document-sections';
import { usePageMeta } from '../../seo/page-meta';
import { useLanguage } from '../language-context';

/** Who makes Kadr, what it promises and how its engine works. */
export function AboutPage() {
  const { code } = useLanguage();
  const intl = useIntl();
  const content = use(loadAboutContent(code));
  usePageMeta({ title: intl.formatMessage({ id: 'screens.about.title' }), description: content.description });
  return (
    <Page title={<FormattedMessage id="screens.about.title" />} lead={content.lead}>
      <DocumentSections sections={content.sections} />
      <HStack gap="3" wrap="wrap">
        <ButtonLink screen="pricing">{content.cta.pricing}</ButtonLink>
        <ButtonLink screen="faq" variant="outline">
          {content.cta.faq}
        </ButtonLink>
      </HStack>
    </Page>
  );
}
