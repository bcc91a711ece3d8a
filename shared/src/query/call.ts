import { infiniteQueryOptions, queryOptions, type QueryKey } from '@tanstack/react-query';
import { api, ApiNetworkError, type CallInit } from '../api';
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
export async function callData<T>(path: string, body?: unknown, init?: CallInit): Promise<T> {
  const envelope = await api.call<T>(path, body, init);
  if (envelope.hasError || envelope.data === null) throw failed(envelope.message, envelope.validationErrors);
  return envelope.data;
}

/** A call that changes something: its data and success message (the server's words), or CallFailed. */
export async function callCommand<T = unknown>(
  path: string,
  body?: unknown,
  init?: CallInit,
): Promise<{ data: T | null; message: string | null }> {
  const envelope = await api.call<T>(path, body, init);
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
export function callKey(path: string, body?: unknown, scope: CallScope = {}): QueryKey {
  return [
    path.toLowerCase(),
    { ...(body === undefined ? {} : { body }), ...(scope.eventId ? { eventId: scope.eventId } : {}) },
  ];
}

/** A call as query options, for useQuery, queryClient.fetchQuery or prefetching. */
export function callQuery<T>(path: string, body?: unknown, scope: CallScope = {}) {
  return queryOptions({
    queryKey: callKey(path, body, scope),
    queryFn: ({ signal }) => callData<T>(path, body, { eventId: scope.eventId, signal }),
  });
}

/** A page of a skip/take list; totalCount where the call has one. */
export interface Page<T> {
  items: T[];
  totalCount?: number;
}

/**
 * A skip/take list as infinite query options: feeds, chats, notifications, participants, event
 * lists. skip = items loaded, take = the page size (spec 1 §9 names one per list); the list is done
 * when a page comes back shorter than take (an empty page included) or the items reach totalCount.
 */
export function callPages<T>(
  path: string,
  body: Record<string, unknown>,
  { take, ...scope }: CallScope & { take: number },
) {
  return infiniteQueryOptions({
    queryKey: [...callKey(path, body, scope), { take }],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      callData<Page<T>>(path, { ...body, skip: pageParam, take }, { eventId: scope.eventId, signal }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.items.length, 0);
      const reachedTotal = last.totalCount !== undefined && loaded >= last.totalCount;
      return last.items.length < take || reachedTotal ? undefined : loaded;
    },
  });
}
