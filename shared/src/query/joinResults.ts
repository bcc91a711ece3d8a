/** The parts of a useCall / useInfiniteCall result that QueryState shows. */
export interface QueryResult<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  refetch(): unknown;
}

/**
 * Two calls shown as one (a page built from two lists): the joined data once both answered, the
 * first error, and one retry that asks both again.
 */
export function joinResults<A, B, T>(a: QueryResult<A>, b: QueryResult<B>, join: (a: A, b: B) => T): QueryResult<T> {
  return {
    data: a.data !== undefined && b.data !== undefined ? join(a.data, b.data) : undefined,
    error: a.error ?? b.error,
    isPending: a.isPending || b.isPending,
    isFetching: a.isFetching || b.isFetching,
    refetch: () => Promise.all([a.refetch(), b.refetch()]),
  };
}
