import { Text } from '@chakra-ui/react';
import { use } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Page } from '../../components/ui/page';
import { legalDocumentOf, legalLastUpdated, legalUi, loadLegalDocument } from '../../content/legal';
import { DocumentSections, TableOfContents } from '../../features/landing/document-sections';
import { formatDate } from '../../lib/intl/format';
import { usePageMeta } from '../../seo/page-meta';
import { useLanguage } from '../language-context';
import type { PageProps } from './page-props';

/** The privacy policy, the terms of service and the cookie policy: a dated document with its table of contents. */
export function LegalPage({ screen }: PageProps) {
  const { code } = useLanguage();
  const intl = useIntl();
  const document = use(loadLegalDocument(legalDocumentOf(screen), code));
  const ui = legalUi[code];
  // A fixed date, formatted in UTC so the prerender and every browser write the same day.
  const updated = formatDate(legalLastUpdated, code, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  usePageMeta({ title: intl.formatMessage({ id: `screens.${screen}.title` }), description: document.description });
  return (
    <Page title={<FormattedMessage id={`screens.${screen}.title`} />} lead={document.lead} width="4xl">
      <Text color="fg.muted" fontSize="sm">
        <time dateTime={legalLastUpdated}>{ui.lastUpdated(updated)}</time>
      </Text>
      <TableOfContents label={ui.contents} sections={document.sections} />
      <DocumentSections sections={document.sections} />
    </Page>
  );
}
