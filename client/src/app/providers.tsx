import { ChakraProvider } from '@chakra-ui/react';
import { ApolloProvider } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { createApolloClient } from '../lib/apollo';
import { ColorModeProvider } from '../lib/theme/color-mode-provider';
import { system } from './theme';

/** Providers that do not depend on the route; language, intl and auth live in AppRoot. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [client] = useState(createApolloClient);
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider>
        <ApolloProvider client={client}>{children}</ApolloProvider>
      </ColorModeProvider>
    </ChakraProvider>
  );
}
