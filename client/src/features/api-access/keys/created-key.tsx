import { Button, Code, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormAlert } from '../../../components/ui/form-alert';

/** A new key, shown this once (only its hash is kept), with a copy button and the warning to store it now. */
export function CreatedKey({ apiKey, onDone }: { apiKey: string; onDone: () => void }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <FormAlert status="warning" title={<FormattedMessage id="api.created.title" />}>
      <FormattedMessage id="api.created.warning" />
      <HStack gap="2" mt="3" wrap="wrap">
        <Code
          flex="1"
          minW="0"
          px="3"
          py="2"
          fontSize="sm"
          bg="bg"
          wordBreak="break-all"
          userSelect="all"
          aria-label={intl.formatMessage({ id: 'api.created.key' })}
          data-testid="created-api-key"
        >
          {apiKey}
        </Code>
        <Button size="sm" onClick={() => void copy()} aria-live="polite">
          <FormattedMessage id={copied ? 'api.created.copied' : 'api.created.copy'} />
        </Button>
        <Button size="sm" variant="outline" onClick={onDone}>
          <FormattedMessage id="api.created.done" />
        </Button>
      </HStack>
    </FormAlert>
  );
}
