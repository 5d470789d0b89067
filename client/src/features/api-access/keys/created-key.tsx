import { Button } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ShownOnce } from '../../../components/ui/shown-once';

/** A new key, shown this once (only its hash is kept), with a copy button and the warning to store it now. */
export function CreatedKey({ apiKey, onDone }: { apiKey: string; onDone: () => void }) {
  const intl = useIntl();
  return (
    <ShownOnce
      value={apiKey}
      status="warning"
      title={<FormattedMessage id="api.created.title" />}
      note={<FormattedMessage id="api.created.warning" />}
      display="code"
      label={intl.formatMessage({ id: 'api.created.key' })}
      testId="created-api-key"
      copyId="api.created.copy"
      copiedId="api.created.copied"
    >
      <Button size="sm" variant="outline" onClick={onDone}>
        <FormattedMessage id="api.created.done" />
      </Button>
    </ShownOnce>
  );
}
