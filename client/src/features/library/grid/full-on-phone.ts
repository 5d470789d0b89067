import type { DialogContentProps } from '@chakra-ui/react';

/**
 * Dialog content that fills a phone's screen and is a centred panel `maxW` wide from md up. (Chakra's responsive
 * `size={{ base: 'full', md: … }}` keeps the full size's minimum height on every width.)
 */
export function fullOnPhone(maxW: string): DialogContentProps {
  return {
    maxW: { base: '100dvw', md: maxW },
    minH: { base: '100dvh', md: 'auto' },
    maxH: { base: '100dvh', md: 'calc(100% - 7.5rem)' },
    my: { base: '0', md: 'auto' },
    borderRadius: { base: '0', md: 'l3' },
  };
}
