import { FormattedMessage } from 'react-intl';
import { Page } from '../../components/ui/page';
import { FaqList } from '../../features/landing/faq-list';

export function FaqPage() {
  return (
    <Page title={<FormattedMessage id="landing.faq.title" />}>
      <FaqList />
    </Page>
  );
}
