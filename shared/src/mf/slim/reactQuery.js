// The part of TanStack Query the page uses, shared as the `@tanstack/react-query` singleton: its
// whole re-exports all of query-core (hydration, streamed queries, ...). Deep files, through the
// build's alias (createRemoteConfig.js), as in ./reactI18next.js; checked by slim.test.ts.
export { QueryClient, keepPreviousData, notifyManager } from '@tanstack/query-core';
export { QueryClientProvider, useQueryClient } from '@tanstack/react-query/build/modern/QueryClientProvider.js';
export { queryOptions } from '@tanstack/react-query/build/modern/queryOptions.js';
export { infiniteQueryOptions } from '@tanstack/react-query/build/modern/infiniteQueryOptions.js';
export { useQuery } from '@tanstack/react-query/build/modern/useQuery.js';
export { useQueries } from '@tanstack/react-query/build/modern/useQueries.js';
export { useInfiniteQuery } from '@tanstack/react-query/build/modern/useInfiniteQuery.js';
export { useMutation } from '@tanstack/react-query/build/modern/useMutation.js';
export { useSuspenseQuery } from '@tanstack/react-query/build/modern/useSuspenseQuery.js';
export { useSuspenseQueries } from '@tanstack/react-query/build/modern/useSuspenseQueries.js';
