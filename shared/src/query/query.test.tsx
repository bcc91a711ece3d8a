import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Subject } from 'rxjs';
import { ApiNetworkError } from '../api';
import { bus } from '../bus';
import { setLanguage } from '../i18n';
import { sessionStore } from '../session';
import { ThemeRoot } from '../theme';
import { QueryState } from '../ui';
import {
  CallFailed,
  callGetQuery,
  callKey,
  callPages,
  callQuery,
  formErrorsOf,
  invalidateOn,
  queryClient,
  useCall,
  useCallMutation,
  useFormSubmit,
  useInfiniteCall,
  useLoadCall,
} from '.';
import type { CallName, Participant, ProgramRate, Speaker } from '../contract';

type Reply = {
  hasError: boolean;
  message: string | null;
  data: unknown;
  validationErrors: Record<string, string> | null;
};
const ok = (data: unknown): Reply => ({ hasError: false, message: null, data, validationErrors: null });
/** Answers carry only the fields a test renders. */
const person = (fullName: string) => ({ id: fullName, fullName }) as Speaker & Participant;
const people = (...names: string[]) => names.map(person);

const realFetch = globalThis.fetch;
let sent: { path: string; body: Record<string, unknown> }[];

/** Answers every call with `answer(path, body)`, recording what was sent. */
function serve(answer: (path: string, body: Record<string, unknown>) => Reply) {
  sent = [];
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    const path = url.replace('/api/v2/', '');
    const body = JSON.parse(String(init?.body ?? '{}'));
    sent.push({ path, body });
    return { status: 200, text: async () => JSON.stringify(answer(path, body)) } as Response;
  }) as typeof fetch;
}

beforeAll(() => setLanguage('en'));
afterEach(() => {
  globalThis.fetch = realFetch;
  queryClient.clear();
});

describe('callKey', () => {
  it('derives the key from the call name, body and event, so a path prefix names every answer of a call', () => {
    expect(callKey('Explore/ListPrograms', { searchTerm: 'ai' }, { eventId: 'ev-1' })).toEqual([
      'explore/listprograms',
      { body: { searchTerm: 'ai' }, eventId: 'ev-1' },
    ]);
    queryClient.setQueryData(callKey('Explore/ListPrograms', { searchTerm: 'ai' }, { eventId: 'ev-1' }), 1);
    queryClient.setQueryData(callKey('Explore/ListPrograms', {}, { eventId: 'ev-2' }), 2);
    const under = (key: readonly unknown[]) => queryClient.getQueriesData({ queryKey: key }).map(([, data]) => data);
    expect(under(callKey('explore/listPrograms' as CallName))).toEqual([1, 2]);
    expect(under(callKey('Explore/ListPrograms', undefined, { eventId: 'ev-2' }))).toEqual([2]);
  });
});

describe('callGetQuery', () => {
  it('asks a GET call with its query string, keyed by it under the call name', async () => {
    const asked: { url: string; method?: string; body?: unknown }[] = [];
    globalThis.fetch = (async (url: string, init?: RequestInit) => {
      asked.push({ url, method: init?.method, body: init?.body });
      return { status: 200, text: async () => JSON.stringify(ok({ item: { id: 'u-1' } })) } as Response;
    }) as typeof fetch;
    const query = callGetQuery('profile/get', { userID: 'u-1' });
    expect(query.queryKey).toEqual(['profile/get', { query: { userID: 'u-1' } }]);
    await expect(queryClient.fetchQuery(query)).resolves.toEqual({ item: { id: 'u-1' } });
    expect(asked).toEqual([{ url: '/api/v2/profile/get?userID=u-1', method: 'GET', body: undefined }]);
    // The call's name alone names every profile, as with callKey.
    expect(queryClient.getQueriesData({ queryKey: callKey('profile/get') })).toHaveLength(1);
    expect(callGetQuery('definition/listenums').queryKey).toEqual(['definition/listenums', {}]);
  });
});

function Speakers({ search }: { search: string }) {
  const speakers = useCall(callQuery('Explore/ListSpeakers', { searchTerm: search }));
  return (
    <QueryState
      query={speakers}
      loading={<p>skeleton</p>}
      isEmpty={(data) => data.items.length === 0}
      empty="No speakers"
    >
      {(data) => (
        <ul>
          {data.items.map((speaker) => (
            <li key={speaker.id}>{speaker.fullName}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

describe('useCall with QueryState', () => {
  it('shows the skeleton, then the data, and an empty state with refresh for an empty answer', async () => {
    serve((_, body) => ok({ items: body.searchTerm ? [] : people('Ada', 'Linus') }));
    const { rerender } = render(<Speakers search="" />, { wrapper: ThemeRoot });
    expect(screen.getByText('skeleton')).toBeTruthy();
    expect(await screen.findByText('Linus')).toBeTruthy();

    rerender(<Speakers search="zz" />);
    expect(await screen.findByText('No speakers')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  it("shows the server's message with a Retry button that loads again", async () => {
    let fail = true;
    serve(() =>
      fail
        ? { hasError: true, message: 'Data not found.', data: null, validationErrors: null }
        : ok({ items: people('Ada') }),
    );
    render(<Speakers search="" />, { wrapper: ThemeRoot });
    expect(await screen.findByText('Data not found.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ada')).toBeTruthy();
    expect(sent).toHaveLength(2);
  });

  it('serves a second screen of the same call from the cache', async () => {
    serve(() => ok({ items: people('Ada') }));
    const first = render(<Speakers search="" />, { wrapper: ThemeRoot });
    await screen.findByText('Ada');
    first.unmount();
    render(<Speakers search="" />, { wrapper: ThemeRoot });
    expect(screen.getByText('Ada')).toBeTruthy();
  });
});

function OneSpeaker() {
  const speaker = useCall(callQuery('Explore/GetSpeaker', { id: 'ada' }));
  return (
    <QueryState query={speaker} loading={<p>skeleton</p>} notFound={<a href="/">Back</a>}>
      {(data) => <h1>{data.fullName}</h1>}
    </QueryState>
  );
}

describe('QueryState for one thing that may not exist', () => {
  it("shows the server's no with the way back and no Try again, which would get the same answer", async () => {
    serve(() => ({ hasError: true, message: 'Data not found.', data: null, validationErrors: null }));
    render(<OneSpeaker />, { wrapper: ThemeRoot });
    expect((await screen.findByRole('alert')).textContent).toContain('Data not found.');
    expect(screen.getByRole('link', { name: 'Back' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps Try again beside the way back when the server could not be reached', async () => {
    globalThis.fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    render(<OneSpeaker />, { wrapper: ThemeRoot });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('link', { name: 'Back' })).toBeTruthy();
    serve(() => ok(person('Ada')));
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Ada' })).toBeTruthy();
  });
});

function Participants({ take }: { take: number }) {
  const list = useInfiniteCall(callPages('Participant/GetParticipants', { groupID: null }, { take, eventId: 'ev-1' }));
  return (
    <>
      <ul>
        {list.items.map((participant) => (
          <li key={participant.id}>{participant.fullName}</li>
        ))}
      </ul>
      {list.hasNextPage && <button onClick={() => void list.fetchNextPage()}>more</button>}
    </>
  );
}

describe('useInfiniteCall', () => {
  it('asks skip = items loaded, take = page size, and stops at a page shorter than take', async () => {
    const everyone = people('a', 'b', 'c', 'd', 'e');
    serve((_, body) => ok({ items: everyone.slice(Number(body.skip), Number(body.skip) + Number(body.take)) }));
    render(<Participants take={2} />, { wrapper: ThemeRoot });
    await screen.findByText('b');
    fireEvent.click(screen.getByText('more'));
    await screen.findByText('d');
    fireEvent.click(screen.getByText('more'));
    await screen.findByText('e');
    await waitFor(() => expect(screen.queryByText('more')).toBeNull());
    expect(sent.map(({ body }) => [body.skip, body.take, body.groupID])).toEqual([
      [0, 2, null],
      [2, 2, null],
      [4, 2, null],
    ]);
  });

  it('stops when the items reach totalCount, without asking for an empty page', async () => {
    serve(() => ok({ items: people('a', 'b'), totalCount: 2 }));
    render(<Participants take={2} />, { wrapper: ThemeRoot });
    await screen.findByText('b');
    expect(screen.queryByText('more')).toBeNull();
  });
});

describe('formErrorsOf', () => {
  const failed = (validationErrors: Record<string, string>) => new CallFailed('Check the form', validationErrors);

  it('puts field errors beside their fields, and the message above only when a field error has no field', () => {
    expect(formErrorsOf(failed({ email: 'taken' }), ['email', 'password'])).toEqual({
      fields: { email: 'taken' },
      form: null,
    });
    expect(formErrorsOf(failed({}), ['email'])?.form).toBe('Check the form');
    expect(formErrorsOf(failed({ 'x-application-id': 'unknown' }), ['email'])?.form).toBe('Check the form');
    expect(formErrorsOf(failed({ email: 'taken', body: 'bad' }), ['email'])?.form).toBe('Check the form');
  });

  it('leaves anything but a server answer to the caller', () => {
    expect(formErrorsOf(new TypeError('Failed to fetch'), ['email'])).toBeNull();
  });
});

describe('useCallMutation', () => {
  function Rate() {
    const rates = useCall(callQuery('Participant/GetProgramRates', { programID: 'p1' }));
    const rate = useCallMutation('Participant/RateProgram', {
      invalidates: [callKey('Participant/GetProgramRates')],
    });
    return (
      <>
        <output>{rates.data?.items.map((item) => item.rate).join(',')}</output>
        <button onClick={() => rate.mutateAsync({ programID: 'p1', rate: 5 }).catch(() => undefined)}>rate</button>
        {rate.error && <p role="alert">{formErrorsOf(rate.error, [])?.form}</p>}
      </>
    );
  }

  it('reloads what it invalidates once the server said yes, and rejects with CallFailed when it said no', async () => {
    let stored: number[] = [];
    serve((path, body) => {
      if (path === 'Participant/RateProgram') {
        if (body.rate === 5 && stored.length)
          return { hasError: true, message: 'Already rated', data: null, validationErrors: null };
        stored = [5];
        return ok(null);
      }
      return ok({ items: stored.map((value) => ({ id: String(value), rate: value }) as ProgramRate) });
    });
    render(<Rate />, { wrapper: ThemeRoot });
    await waitFor(() => expect(sent).toHaveLength(1));
    fireEvent.click(screen.getByText('rate'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('5'));
    fireEvent.click(screen.getByText('rate'));
    expect((await screen.findByRole('alert')).textContent).toBe('Already rated');
  });
});

describe('bus events and the cache', () => {
  it('invalidateOn reloads the queries under the key the event names, and only those', async () => {
    let count = 1;
    serve(() => ok({ items: people(`post ${count}`) }));
    const newPost = new Subject<{ search: string }>();
    const subscription = invalidateOn(newPost, ({ search }) => callKey('Explore/ListSpeakers', { searchTerm: search }));
    render(<Speakers search="" />, { wrapper: ThemeRoot });
    await screen.findByText('post 1');
    count = 2;
    act(() => newPost.next({ search: 'elsewhere' }));
    expect(sent).toHaveLength(1);
    act(() => newPost.next({ search: '' }));
    expect(await screen.findByText('post 2')).toBeTruthy();
    subscription.unsubscribe();
  });
});

describe('a new visitor', () => {
  it('drops what was cached for the previous token', () => {
    queryClient.setQueryData(callKey('Explore/SearchEvent', { searchType: 0 }), { items: ['mine'] });
    sessionStore.getState().setToken('another-token');
    expect(queryClient.getQueryData(callKey('Explore/SearchEvent', { searchType: 0 }))).toBeUndefined();
  });
});

describe('freshness (issue 30 item 3)', () => {
  it('a young answer is not asked again for the next reader; a switch of language asks again', async () => {
    serve(() => ok({ id: 'ev-1' }));
    const query = callQuery('Explore/GetEventBySlug', { slug: 'summit' });
    await queryClient.fetchQuery(query);
    await queryClient.fetchQuery(query);
    expect(sent).toHaveLength(1);
    setLanguage('tr');
    await queryClient.fetchQuery(query);
    expect(sent).toHaveLength(2);
    setLanguage('en');
  });
});

describe('an answer growing stale renders nothing again (issue 30 item 3)', () => {
  const defaults = queryClient.getDefaultOptions();
  beforeEach(() => queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, staleTime: 50 } }));
  afterEach(() => queryClient.setDefaultOptions(defaults));

  it('neither for a list of pages nor for a call only loaded into the cache', async () => {
    serve((path) => ok(path.includes('GetParticipants') ? { items: people('a') } : { id: 'p-1' }));
    let renders = 0;
    function Page() {
      renders += 1;
      useLoadCall(callQuery('Participant/GetCurrentParticipant', undefined, { eventId: 'ev-1' }));
      const list = useInfiniteCall(
        callPages('Participant/GetParticipants', { groupID: null }, { take: 5, eventId: 'ev-1' }),
      );
      return <p>{list.isPending ? 'loading' : list.items.map((item) => item.fullName).join()}</p>;
    }
    render(<Page />, { wrapper: ThemeRoot });
    await screen.findByText('a');
    await waitFor(() =>
      expect(
        queryClient.getQueryData(callKey('Participant/GetCurrentParticipant', undefined, { eventId: 'ev-1' })),
      ).toBeDefined(),
    );
    const settled = renders;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .every((query) => query.isStale()),
    ).toBe(true);
    expect(renders).toBe(settled);
  });
});

describe('useFormSubmit', () => {
  function SignIn({ work }: { work(): Promise<void> }) {
    const { errors, formError, busy, run, clear } = useFormSubmit();
    return (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void run(['email'], work);
        }}
      >
        <input aria-label="email" onChange={() => clear('email')} />
        {errors.email && <p>{errors.email}</p>}
        {formError && <p role="alert">{formError}</p>}
        <button type="submit">{busy ? 'busy' : 'send'}</button>
      </form>
    );
  }

  it('shows field errors beside their fields and clears one as its field changes', async () => {
    let finish: () => void = () => undefined;
    const work = jest
      .fn<Promise<void>, []>()
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)))
      .mockRejectedValueOnce(new CallFailed('Check the form', { email: 'Taken' }));
    render(<SignIn work={work} />, { wrapper: ThemeRoot });
    fireEvent.click(screen.getByText('send'));
    expect(await screen.findByText('busy')).toBeTruthy();
    act(() => finish());
    fireEvent.click(await screen.findByText('send'));
    expect(await screen.findByText('Taken')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(screen.getByLabelText('email'), { target: { value: 'a' } });
    expect(screen.queryByText('Taken')).toBeNull();
  });

  it('puts a network failure in a snackbar, not in the form', async () => {
    const seen: string[] = [];
    const subscription = bus.on('snackbar.show').subscribe(({ message }) => seen.push(message));
    render(<SignIn work={() => Promise.reject(new ApiNetworkError('The server could not be reached.', 'x'))} />, {
      wrapper: ThemeRoot,
    });
    fireEvent.click(screen.getByText('send'));
    await waitFor(() => expect(seen).toEqual(['The server could not be reached.']));
    expect(screen.queryByRole('alert')).toBeNull();
    subscription.unsubscribe();
  });
});
