import { QueryClient } from '@tanstack/react-query';

/**
 * The page's one cache of server data: @atrium/shared and @tanstack/react-query are federation
 * singletons, so every parcel's provider holds this same client.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    // A failed load shows its error with a Retry button at once (spec 1 §8), as before the cache.
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
