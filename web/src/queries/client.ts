import { isApiError } from '@portal/api-client';
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // 4xx answers will not change on a retry; network hiccups and 5xx may.
      retry: (count, err) => count < 2 && !(isApiError(err) && err.statusCode >= 400 && err.statusCode < 500),
    },
  },
});
