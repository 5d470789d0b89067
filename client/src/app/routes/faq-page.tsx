import { Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { use, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Page } from '../../components/ui/page';
import { loadFaqContent } from '../../content/faq';
import { faqPageJsonLd } from '../../features/landing/faq-json-ld';
import { FaqList } from '../../features/landing/faq-list';
import { RichText } from '../../features/landing/rich-blocks';
import { usePageMeta } from '../../seo/page-meta';
import { useLanguage } from '../language-context';

const groupAnchor = (id: string) => `faq-${id}`;

/** Every question, grouped by topic (photos, training, credits, refunds, privacy, teams), with FAQPage data. */
export function FaqPage() {
  const { code } = useLanguage();
  const intl = useIntl();
  const content = use(loadFaqContent(code));
  const topicsId = useId();
  usePageMeta({
    title: intl.formatMessage({ id: 'landing.faq.title' }),
    description: content.description,
    jsonLd: [faqPageJsonLd(content.groups.flatMap((group) => group.items))],
  });
  return (
    <Page title={<FormattedMessage id="landing.faq.title" />} lead={content.lead}>
      <Box as="nav" aria-labelledby={topicsId}>
        <Text id={topicsId} fontWeight="semibold" mb="2">
          {content.topics}
        </Text>
        <HStack as="ul" gap="2" wrap="wrap" listStyleType="none">
          {content.groups.map((group) => (
            <li key={group.id}>
              <Link href={`#${groupAnchor(group.id)}`} px="3" py="1" borderWidth="1px" borderRadius="full" color="fg" display="inline-block">
                {group.title}
              </Link>
            </li>
          ))}
        </HStack>
      </Box>
      <Stack gap="12">
        {content.groups.map((group) => (
          <Stack as="section" key={group.id} id={groupAnchor(group.id)} aria-labelledby={`${groupAnchor(group.id)}-title`} gap="5" scrollMarginTop="20">
            <Heading as="h2" size="xl" id={`${groupAnchor(group.id)}-title`}>
              {group.title}
            </Heading>
            <FaqList items={group.items} level="h3" />
          </Stack>
        ))}
      </Stack>
      <Text borderTopWidth="1px" pt="6">
        <RichText text={content.contact} />
      </Text>
    </Page>
  );
}
