import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** A loading state: the spinner is drawn, its words are read by screen readers (a span may not carry a label). */
export function CenteredSpinner({ minHeight = '50vh' }: { minHeight?: string }) {
  return (
    <Center minHeight={minHeight} role="status" aria-live="polite">
      <Spinner size="xl" />
      <VisuallyHidden>
        <FormattedMessage id="common.spinner.label" />
      </VisuallyHidden>
    </Center>
  );
}
