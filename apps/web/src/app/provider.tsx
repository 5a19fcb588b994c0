import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { system } from './theme';
import { queryClient as defaultQueryClient } from './query-client';
import { Toaster } from '../modules/ui/components/toaster';

interface AppProviderProps {
  children: ReactNode;
  client?: QueryClient;
}

/** Chakra system, React Query and the toaster, in one place. Tests pass their own client. */
export function AppProvider({ children, client = defaultQueryClient }: AppProviderProps) {
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={client}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
