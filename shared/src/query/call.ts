import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { CallName, QueryOf, RequestOf, ResponseOf } from '../contract';
import { api, ApiNetworkError, type CallArgs } from '../api';
import { i18n } from '../i18n';

/** A call the server answered with hasError: its message, and field errors to show beside fields. */
export class CallFailed extends Error {
  override readonly name = 'CallFailed';
  constructor(
    message: string,
    readonly validationErrors: Record<string, string>,
  ) {
    super(message);
  }
}

function failed(message: string | null, validationErrors: Record<string, string> | null): CallFailed {
  return new CallFailed(message ?? i18n.t('common:unexpected'), validationErrors ?? {});
}

/** The data of a call; throws CallFailed (the server said no) or ApiNetworkError (no answer). */
export async function callData<N extends CallName>(name: N, ...args: CallArgs<N>): Promise<ResponseOf<N>> {
  const envelope = await api.call(name, ...args);
  if (envelope.hasError || envelope.data === null) throw failed(envelope.message, envelope.validationErrors);
  return envelope.data;
}

/** A call that changes something: its data and success message (the server's words), or CallFailed. */
export async function callCommand<N extends CallName>(
  name: N,
  ...args: CallArgs<N>
): Promise<{ data: ResponseOf<N> | null; message: string | null }> {
  const envelope = await api.call(name, ...args);
  if (envelope.hasError) throw failed(envelope.message, envelope.validationErrors);
  return { data: envelope.data, message: envelope.message };
}

/** What to tell the user about a failed call. */
export function errorMessage(error: unknown): string {
  if (error instanceof CallFailed || error instanceof ApiNetworkError) return error.message;
  return i18n.t('common:unexpected');
}

/** Where a call's data sits in the cache: its path as the api matches it, then what it was asked with. */
export interface CallScope {
  /** The event in X-Event-Id (spec 1 §6), part of the key: two events never share an answer. */
  eventId?: string;
}

/**
 * The cache key of a call, derived and never written by hand. Keys match by prefix, so
 * `callKey('Explore/ListPrograms', undefined, {eventId})` names every program list of one event and
 * `callKey('Explore/ListPrograms')` every program list.
 */
export function callKey<N extends CallName>(name: N, body?: Partial<RequestOf<N>>, scope: CallScope = {}): QueryKey {
  return [
    name.toLowerCase(),
    { ...(body === undefined ? {} : { body }), ...(scope.eventId ? { eventId: scope.eventId } : {}) },
  ];
}

/** A call's body (none when the call takes none) and the scope of its answer. */
export type QueryArgs<N extends CallName> =
  RequestOf<N> extends undefined ? [body?: undefined, scope?: CallScope] : [body: RequestOf<N>, scope?: CallScope];

/** Query options of data T, whichever call loads it. */
function queryOf<T>(queryKey: QueryKey, load: (signal: AbortSignal) => Promise<T>) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => load(signal) });
}
export type QueryOptionsOf<T> = ReturnType<typeof queryOf<T>>;

/** A call as query options, for useQuery, queryClient.fetchQuery or prefetching. */
export function callQuery<N extends CallName>(
  name: N,
  ...[body, scope = {}]: QueryArgs<N>
): QueryOptionsOf<ResponseOf<N>> {
  return queryOf(callKey(name, body, scope), (signal) =>
    callData(name, ...([body, { eventId: scope.eventId, signal }] as CallArgs<N>)),
  );
}

/**
 * A GET call of the call table (profile/get, definition/listenums) as query options; its query
 * string, when it takes one, is part of the key. The table's method is schema code that stays out of
 * the browser, so it is said here once for every GET call.
 */
export function callGetQuery<N extends CallName>(
  name: N,
  ...[query]: QueryOf<N> extends undefined ? [] : [query: QueryOf<N>]
): QueryOptionsOf<ResponseOf<N>> {
  const key: QueryKey = [name.toLowerCase(), query === undefined ? {} : { query }];
  return queryOf(key, (signal) =>
    callData(name, ...([undefined, { method: 'GET', query: query as Record<string, string>, signal }] as CallArgs<N>)),
  );
}

/** A page of a skip/take list; totalCount where the call has one. */
export interface Page<T> {
  items: T[];
  totalCount?: number;
}

/** A paged list as the cache holds it, for a socket event that writes into it (queryClient.setQueryData). */
export type PagesData<T> = InfiniteData<Page<T>, unknown>;

/** The item of a paged call's answer. */
export type PageItem<N extends PagedCall> = ResponseOf<N> extends Page<infer T> ? T : never;

/** The calls that page with skip/take and answer a page of items. */
export type PagedCall = {
  [N in CallName]: RequestOf<N> extends { skip?: number; take?: number }
    ? ResponseOf<N> extends Page<unknown>
      ? N
      : never
    : never;
}[CallName];

/** The body of a paged call without skip and take, which the pages set. */
export type PagedBody<N extends PagedCall> = Omit<RequestOf<N>, 'skip' | 'take'>;

/**
 * When a list is done: at the first page shorter than take or at totalCount (most lists), or only
 * at an empty page where the spec says so (event memories, spec 2 §2.13: photos keep coming in
 * during an event, so the last page is asked again rather than trusted).
 */
export type ListEnd = 'short page' | 'empty page';

/** Infinite query options over pages of T, whichever call loads them. */
function pagesOf<T>(
  queryKey: QueryKey,
  take: number,
  load: (skip: number, signal: AbortSignal) => Promise<Page<T>>,
  end: ListEnd,
) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => load(pageParam, signal),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.items.length, 0);
      if (end === 'empty page') return last.items.length === 0 ? undefined : loaded;
      const reachedTotal = last.totalCount !== undefined && loaded >= last.totalCount;
      return last.items.length < take || reachedTotal ? undefined : loaded;
    },
  });
}
export type PagesOptions<T> = ReturnType<typeof pagesOf<T>>;

/**
 * A skip/take list as infinite query options: feeds, chats, notifications, participants, event
 * lists. skip = items loaded, take = the page size (spec 1 §9 names one per list); the list is done
 * when a page comes back shorter than take (or, with end 'empty page', empty) or the items reach
 * totalCount.
 */
export function callPages<N extends PagedCall>(
  name: N,
  body: PagedBody<N>,
  { take, end = 'short page', ...scope }: CallScope & { take: number; end?: ListEnd },
): PagesOptions<PageItem<N>> {
  const key = [...callKey(name, body as Partial<RequestOf<N>>, scope), { take }];
  return pagesOf(
    key,
    take,
    (skip, signal) => {
      // A paged call's body is PagedBody plus skip and take, which TypeScript does not see through N.
      const args = [
        { ...body, skip, take },
        { eventId: scope.eventId, signal },
      ] as unknown as CallArgs<N>;
      return callData(name, ...args) as Promise<Page<PageItem<N>>>;
    },
    end,
  );
}
