import { Center, Spinner } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

export function CenteredSpinner({ minHeight = '50vh' }: { minHeight?: string }) {
  const intl = useIntl();
  return (
    <Center minHeight={minHeight} role="status" aria-live="polite">
      <Spinner size="xl" aria-label={intl.formatMessage({ id: 'common.spinner.label' })} />
    </Center>
  );
}
