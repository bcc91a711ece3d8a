import { realtime, ThemeRoot } from '@atrium/shared';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Subject } from 'rxjs';

/** Where the page navigated to. */
function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** Renders a page under a router at `path`, with the theme and a line saying where it is. */
export function renderAt(path: string, page: ReactNode) {
  return render(
    <ThemeRoot>
      <MemoryRouter initialEntries={['/', path]} initialIndex={1}>
        <Routes>
          <Route path="*" element={page} />
        </Routes>
        <Where />
      </MemoryRouter>
    </ThemeRoot>,
  );
}

/**
 * A fake socket: the channels joined and left, each event by its full name as a Subject (created on
 * first listen), and emit-private-room's acknowledgements answered by `answer`.
 */
export function fakeRealtime(answer: (event: string, payload: unknown) => unknown = () => ({ ok: true })) {
  const joined: string[] = [];
  const left: string[] = [];
  const requests: [string, unknown][] = [];
  const events = new Map<string, Subject<unknown>>();
  const event = (name: string) => {
    if (!events.has(name)) events.set(name, new Subject());
    return events.get(name) as Subject<unknown>;
  };
  jest.spyOn(realtime, 'subscribe').mockImplementation((channel) => void joined.push(channel));
  jest.spyOn(realtime, 'unsubscribe').mockImplementation((channel) => void left.push(channel));
  jest.spyOn(realtime, 'on').mockImplementation((name) => event(name) as never);
  jest.spyOn(realtime, 'request').mockImplementation(async (name, payload) => {
    requests.push([name, payload]);
    return answer(name, payload) as never;
  });
  return { joined, left, requests, send: (name: string, payload: unknown) => event(name).next(payload) };
}
