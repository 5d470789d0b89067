import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../../../components/ui/app-link';

export function BackToPricing() {
  return (
    <ButtonLink screen="pricing" variant="outline" alignSelf="start">
      <FormattedMessage id="paymentFailed.page.back" />
    </ButtonLink>
  );
}
