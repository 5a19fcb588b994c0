import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../modules/api/api-error';

/** The one QueryClient of the app. Client errors (4xx) are not retried: asking again will not help. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
