import { Button, HStack, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormAlert } from '../../../components/ui/form-alert';

/** A new invite link, shown this once (the server keeps only its hash), with a copy button. */
export function CreatedLink({ url }: { url: string }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <FormAlert status="success" title={<FormattedMessage id="teams.inviteLink.created" />}>
      <HStack gap="2" mt="2" wrap="wrap">
        <Input
          readOnly
          value={url}
          size="sm"
          flex="1"
          minW="56"
          bg="bg"
          aria-label={intl.formatMessage({ id: 'teams.inviteLink.url' })}
          data-testid="invite-link-url"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button size="sm" onClick={() => void copy()} aria-live="polite">
          <FormattedMessage id={copied ? 'teams.inviteLink.copied' : 'teams.inviteLink.copy'} />
        </Button>
      </HStack>
    </FormAlert>
  );
}
