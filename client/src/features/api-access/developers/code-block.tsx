import { Box, Button, chakra } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useCopy } from '../../../components/ui/use-copy';

/** Code to copy: scrolls sideways on a phone instead of widening the page (by keyboard too), with a Copy button. */
export function CodeBlock({ code, label }: { code: string; label?: string }) {
  const { copied, copy } = useCopy(code);
  return (
    <Box position="relative" borderWidth="1px" borderRadius="l2" bg="bg.muted" minW="0">
      {/* Focusable, so a keyboard can scroll it sideways; a region when it has a name (a pre may not carry one). */}
      <chakra.pre overflowX="auto" p="4" pe="20" fontSize="xs" lineHeight="tall" tabIndex={0} role={label ? 'region' : undefined} aria-label={label}>
        <code>{code}</code>
      </chakra.pre>
      <Button size="xs" variant="outline" bg="bg" position="absolute" top="2" right="2" onClick={() => void copy()} aria-live="polite">
        <FormattedMessage id={copied ? 'api.created.copied' : 'api.created.copy'} />
      </Button>
    </Box>
  );
}
