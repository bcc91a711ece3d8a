import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { renderQueriesTogether } from './renderTogether';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function Page({ a, b }: { a: Promise<string>; b: Promise<string> }) {
  const first = useQuery({ queryKey: ['a'], queryFn: () => a });
  const second = useQuery({ queryKey: ['b'], queryFn: () => b });
  return (
    <p>
      {first.data ?? '…'} {second.data ?? '…'}
    </p>
  );
}

describe('renderQueriesTogether', () => {
  let undo: () => void;
  afterEach(() => undo?.());

  async function commitsFor(gapMs: number, maxMs: number) {
    jest.useFakeTimers();
    const client = new QueryClient();
    undo = renderQueriesTogether(client, maxMs);
    const a = deferred<string>();
    const b = deferred<string>();
    const commits: string[] = [];
    render(
      <QueryClientProvider client={client}>
        <Profiler id="page" onRender={(_id, phase) => commits.push(phase)}>
          <Page a={a.promise} b={b.promise} />
        </Profiler>
      </QueryClientProvider>,
    );
    await act(async () => {
      a.resolve('one');
      await jest.advanceTimersByTimeAsync(gapMs);
      b.resolve('two');
      await jest.advanceTimersByTimeAsync(maxMs + 10);
    });
    jest.useRealTimers();
    return commits.length;
  }

  it('renders two answers that arrive apart, within the wait, in one commit after the first', async () => {
    expect(await commitsFor(100, 400)).toBe(2); // the first render, then both answers
    expect(screen.getByText('one two')).toBeTruthy();
  });

  it('does not hold an answer longer than the wait', async () => {
    expect(await commitsFor(600, 400)).toBe(3);
    expect(screen.getByText('one two')).toBeTruthy();
  });
});
