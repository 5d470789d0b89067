import { Button, Code, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCopy } from '../../../components/ui/use-copy';

/** What stands for the secret while it is hidden. */
const MASK = 'whsec_••••••••••••••••••••••••';

/** The whsec_ signing secret, hidden until revealed, with a copy button. */
export function SecretField({ id, secret }: { id: string; secret: string }) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  const { copied, copy } = useCopy(secret);
  return (
    <HStack gap="2" wrap="wrap">
      <Code
        id={id}
        flex="1"
        minW="0"
        px="3"
        py="2"
        fontSize="sm"
        wordBreak="break-all"
        userSelect={shown ? 'all' : 'none'}
        aria-label={intl.formatMessage({ id: 'api.endpoint.secret' })}
        data-testid="webhook-secret"
      >
        {shown ? secret : MASK}
      </Code>
      <Button size="sm" variant="outline" onClick={() => setShown((s) => !s)} aria-pressed={shown}>
        <FormattedMessage id={shown ? 'api.endpoint.hideSecret' : 'api.endpoint.showSecret'} />
      </Button>
      <Button size="sm" variant="outline" onClick={() => void copy()} aria-live="polite">
        <FormattedMessage id={copied ? 'api.created.copied' : 'api.created.copy'} />
      </Button>
    </HStack>
  );
}
