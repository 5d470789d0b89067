import { Button, HStack, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/** The whsec_ signing secret, hidden until revealed, with a copy button. */
export function SecretField({ id, secret }: { id: string; secret: string }) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <HStack gap="2" wrap="wrap">
      <Input
        id={id}
        readOnly
        type={shown ? 'text' : 'password'}
        value={secret}
        size="sm"
        flex="1"
        minW="56"
        fontFamily="mono"
        aria-label={intl.formatMessage({ id: 'api.endpoint.secret' })}
        data-testid="webhook-secret"
      />
      <Button size="sm" variant="outline" onClick={() => setShown((s) => !s)} aria-pressed={shown}>
        <FormattedMessage id={shown ? 'api.endpoint.hideSecret' : 'api.endpoint.showSecret'} />
      </Button>
      <Button size="sm" variant="outline" onClick={() => void copy()} aria-live="polite">
        <FormattedMessage id={copied ? 'api.created.copied' : 'api.created.copy'} />
      </Button>
    </HStack>
  );
}
