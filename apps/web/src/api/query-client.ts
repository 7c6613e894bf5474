import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './client.ts';

// Client errors (4xx) are answers, not outages: retrying them only delays the message.
const shouldRetry = (failureCount: number, error: unknown) =>
  !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && failureCount < 2;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
