import { realtime, ThemeRoot } from '@atrium/shared';
import type { LiveStreamEvents } from '@atrium/shared/contract';
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
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={page} />
        </Routes>
        <Where />
      </MemoryRouter>
    </ThemeRoot>,
  );
}

export type LiveEvents = { [E in keyof LiveStreamEvents]: Subject<LiveStreamEvents[E]> };

/** A fake socket: the channels joined (in order, left ones stay listed in `left`) and each event as a Subject. */
export function fakeRealtime() {
  const joined: string[] = [];
  const left: string[] = [];
  const events: LiveEvents = {
    watchers: new Subject(),
    liveStreamUpdated: new Subject(),
    liveStreamRemoved: new Subject(),
    liveStreamSortingChanged: new Subject(),
  };
  jest.spyOn(realtime, 'subscribe').mockImplementation((channel) => void joined.push(channel));
  jest.spyOn(realtime, 'unsubscribe').mockImplementation((channel) => void left.push(channel));
  jest.spyOn(realtime, 'on').mockImplementation((name) => events[name as keyof LiveEvents] as never);
  return { joined, left, events };
}
