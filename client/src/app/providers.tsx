import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ColorModeProvider } from '../lib/theme/color-mode-provider';
import { appSystem } from './theme';

/**
 * Providers that do not depend on the route; language, intl and auth live in AppRoot. Apollo is not here: it
 * loads with the first signed-in area (WithApollo), so public pages never download it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={appSystem()}>
      <ColorModeProvider>{children}</ColorModeProvider>
    </ChakraProvider>
  );
}
