import { i18n, ThemeRoot } from '@atrium/shared';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { liveSession } from '../../testing/sessions';
import { LivePlayer } from './LivePlayer';
import { providerEmbedUrl } from './ProviderEmbed';

// The player (spec 2 §2.20, §9): the 3 s wait, hls.js on the stream's path with the hash, HLS made
// again 2 s after a fatal error, a 403 (expired) or 401 (not valid) offering Retry with a fresh hash,
// LIVE with Go to live for a live playlist (issue 31), and the external providers.

type Listener = (event: string, data: unknown) => void;

jest.mock('hls.js', () => {
  class FakeHls {
    static instances: FakeHls[] = [];
    static isSupported = () => true;
    static Events = { ERROR: 'hlsError', MANIFEST_PARSED: 'hlsManifestParsed', LEVEL_LOADED: 'hlsLevelLoaded' };
    static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' };
    listeners = new Map<string, Listener>();
    source = '';
    destroyed = false;
    latestLevelDetails: { live: boolean; targetduration: number; fragmentStart: number } | null = null;
    liveSyncPosition: number | null = null;
    constructor() {
      FakeHls.instances.push(this);
    }
    on(event: string, listener: Listener) {
      this.listeners.set(event, listener);
    }
    loadSource(source: string) {
      this.source = source;
    }
    attachMedia() {}
    destroy() {
      this.destroyed = true;
    }
    emit(event: string, data: unknown) {
      this.listeners.get(event)?.(event, data);
    }
  }
  return { __esModule: true, default: FakeHls };
});

interface FakeHls {
  source: string;
  destroyed: boolean;
  latestLevelDetails: { live: boolean; targetduration: number; fragmentStart: number } | null;
  liveSyncPosition: number | null;
  emit(event: string, data: unknown): void;
}
const hlsInstances = () => (jest.requireMock('hls.js') as { default: { instances: FakeHls[] } }).default.instances;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  hlsInstances().length = 0;
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  // jsdom has neither; a browser with them shows both buttons.
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
  Object.defineProperty(document, 'pictureInPictureEnabled', { configurable: true, value: true });
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function show(renewHash = jest.fn(async () => 'fresh'), extra = {}) {
  const session = liveSession('s 1', { title: 'Panel', isLive: 1, ...extra });
  const view = render(
    <ThemeRoot>
      <LivePlayer session={session} hash="h/1" renewHash={renewHash} />
    </ThemeRoot>,
  );
  return { ...view, renewHash, session };
}

test('waits 3 s with a spinner, then plays the stream of the session and hash with hls.js', async () => {
  show();
  expect(screen.getByRole('status').textContent).toBe('The stream is starting…');
  await act(() => jest.advanceTimersByTimeAsync(2900));
  expect(hlsInstances()).toHaveLength(0);
  await act(() => jest.advanceTimersByTimeAsync(200));
  expect(hlsInstances().map((hls) => hls.source)).toEqual(['/api/live/s%201/h%2F1/index.m3u8']);
  expect(screen.queryByRole('status')).toBeNull();
  for (const name of ['Play', 'Position in the stream', 'Mute', 'Volume', 'Picture in picture', 'Full screen']) {
    expect(screen.getByLabelText(name)).toBeTruthy();
  }
});

test('the controls drive the video: play, mute and volume', async () => {
  const { container } = show();
  await act(() => jest.advanceTimersByTimeAsync(3000));
  const video = container.querySelector('video') as HTMLVideoElement;
  fireEvent.click(screen.getByRole('button', { name: 'Play' }));
  expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
  expect(video.muted).toBe(true);
  act(() => void video.dispatchEvent(new Event('volumechange')));
  expect(screen.getByRole('button', { name: 'Unmute' })).toBeTruthy();
  fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '0.5' } });
  expect([video.volume, video.muted]).toEqual([0.5, false]);
});

test('a fatal error destroys hls.js and makes it again 2 s later; a passing one does not', async () => {
  show();
  await act(() => jest.advanceTimersByTimeAsync(3000));
  const [first] = hlsInstances();
  act(() => first.emit('hlsError', { type: 'mediaError', fatal: false }));
  expect(first.destroyed).toBe(false);
  act(() => first.emit('hlsError', { type: 'networkError', fatal: true, response: { code: 500 } }));
  expect(first.destroyed).toBe(true);
  await act(() => jest.advanceTimersByTimeAsync(1900));
  expect(hlsInstances()).toHaveLength(1);
  await act(() => jest.advanceTimersByTimeAsync(100));
  expect(hlsInstances()).toHaveLength(2);
  expect(hlsInstances()[1].source).toBe(first.source);
});

test('a playing stream that stands still for 6 s is made again; a paused one is left alone', async () => {
  const { container } = show();
  await act(() => jest.advanceTimersByTimeAsync(3000));
  const video = container.querySelector('video') as HTMLVideoElement;
  const paused = jest.spyOn(video, 'paused', 'get').mockReturnValue(false);
  // Moving: nothing happens.
  for (let second = 1; second <= 8; second++) {
    video.currentTime = second;
    await act(() => jest.advanceTimersByTimeAsync(1000));
  }
  expect(hlsInstances()).toHaveLength(1);
  // Stuck (a stream made anew elsewhere, its playlist started over): made again after 6 s.
  await act(() => jest.advanceTimersByTimeAsync(5000));
  expect(hlsInstances()).toHaveLength(1);
  await act(() => jest.advanceTimersByTimeAsync(2000));
  expect(hlsInstances()).toHaveLength(2);
  expect(hlsInstances()[0].destroyed).toBe(true);
  expect(hlsInstances()[1].source).toBe(hlsInstances()[0].source);
  // Paused by the viewer: however long, it stays.
  paused.mockReturnValue(true);
  await act(() => jest.advanceTimersByTimeAsync(20_000));
  expect(hlsInstances()).toHaveLength(2);
});

test('a playlist that starts over (the stream made anew on another host) makes hls.js again at once', async () => {
  show();
  await act(() => jest.advanceTimersByTimeAsync(3000));
  const [first] = hlsInstances();
  const loaded = (hls: FakeHls, startSN: number) => act(() => hls.emit('hlsLevelLoaded', { details: { startSN } }));
  loaded(first, 1764350000);
  loaded(first, 1764350001);
  await act(() => jest.advanceTimersByTimeAsync(10));
  expect(hlsInstances()).toHaveLength(1);
  loaded(first, 0);
  await act(() => jest.advanceTimersByTimeAsync(10));
  expect(first.destroyed).toBe(true);
  expect(hlsInstances()).toHaveLength(2);
  expect(hlsInstances()[1].source).toBe(first.source);
});

test('a 401 says the link is not valid, not that it expired, and offers Retry', async () => {
  show();
  await act(() => jest.advanceTimersByTimeAsync(3000));
  act(() => hlsInstances()[0].emit('hlsError', { type: 'networkError', fatal: true, response: { code: 401 } }));
  expect(
    within(screen.getByRole('alert')).getByText('This stream link is not valid. Retry to join the session again.'),
  ).toBeTruthy();
  expect(screen.getByRole('alert').textContent).not.toMatch(/expired/);
  expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  await act(() => jest.advanceTimersByTimeAsync(5000));
  expect(hlsInstances()).toHaveLength(1);
});

test('a 403 says access expired and offers Retry, which joins again for a fresh hash', async () => {
  const { renewHash, rerender, session } = show();
  await act(() => jest.advanceTimersByTimeAsync(3000));
  act(() => hlsInstances()[0].emit('hlsError', { type: 'networkError', fatal: true, response: { code: 403 } }));
  expect(screen.getByRole('alert').textContent).toMatch(/access to this stream has expired/);
  await act(() => jest.advanceTimersByTimeAsync(5000));
  expect(hlsInstances()).toHaveLength(1);

  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(renewHash).toHaveBeenCalledTimes(1);
  // The page hands the fresh hash back down.
  rerender(
    <ThemeRoot>
      <LivePlayer session={session} hash="fresh" renewHash={renewHash} />
    </ThemeRoot>,
  );
  await act(() => jest.advanceTimersByTimeAsync(3000));
  await waitFor(() => expect(hlsInstances().at(-1)?.source).toBe('/api/live/s%201/fresh/index.m3u8'));
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a live playlist shows LIVE instead of a sliding duration, and Go to live seeks to the live sync position', async () => {
  const { container } = show();
  await act(() => jest.advanceTimersByTimeAsync(3000));
  const video = container.querySelector('video') as HTMLVideoElement;
  // Before hls.js has a playlist, jsdom's video has no duration: position / duration, as before.
  expect(container.textContent).toContain('0:00 / 0:00');
  const [hls] = hlsInstances();
  hls.latestLevelDetails = { live: true, targetduration: 2, fragmentStart: 480 };
  hls.liveSyncPosition = 536;
  video.currentTime = 535;
  act(() => void video.dispatchEvent(new Event('timeupdate')));
  const badge = screen.getByTestId('live-badge');
  expect(badge.textContent).toBe('LIVE Watching live');
  expect(badge.getAttribute('data-at-edge')).toBe('true');
  expect(container.textContent).not.toMatch(/\d:\d\d \/ \d:\d\d/);
  expect(screen.queryByRole('button', { name: 'Go to live' })).toBeNull();
  // The slider spans the playlist's window up to the live sync position, not the media's 0 to its end.
  const slider = screen.getByRole('slider', { name: 'Position in the stream' });
  expect([slider.getAttribute('min'), slider.getAttribute('max')]).toEqual(['480', '536']);

  // Sought back 40 s: behind, and a way back.
  video.currentTime = 496;
  act(() => void video.dispatchEvent(new Event('timeupdate')));
  expect(badge.getAttribute('data-at-edge')).toBe('false');
  expect(slider.getAttribute('aria-valuetext')).toBe('0:40 behind live');
  // The edge moves on while nothing plays: the controls look again every second.
  hls.liveSyncPosition = 546;
  await act(() => jest.advanceTimersByTimeAsync(1000));
  expect(badge.textContent).toBe('LIVE 0:50 behind live');
  fireEvent.click(screen.getByRole('button', { name: 'Go to live' }));
  expect(video.currentTime).toBe(546);
  act(() => void video.dispatchEvent(new Event('timeupdate')));
  expect(badge.getAttribute('data-at-edge')).toBe('true');

  await act(() => i18n.changeLanguage('tr'));
  video.currentTime = 500;
  act(() => void video.dispatchEvent(new Event('timeupdate')));
  expect(badge.textContent).toBe('CANLI Canlı yayının 0:46 gerisinde');
  expect(screen.getByRole('button', { name: 'Canlıya dön' })).toBeTruthy();
});

test("the session's external providers are selectable; a provider stream session opens on its first", async () => {
  show(undefined, {
    sessionType: 1,
    externalLivestreamProviders: [
      { id: 'v', title: 'VideoSite', type: 1, url: 'https://video.example/embed/abc?rel=0' },
      { id: 'h', title: 'Hosting', type: 0, url: 'https://player.example/42' },
    ],
  });
  expect(screen.getByTitle('VideoSite (external player)').getAttribute('src')).toBe(
    'https://video.example/embed/abc?rel=0&autoplay=1',
  );
  fireEvent.change(screen.getByLabelText('Watch on'), { target: { value: 'h' } });
  expect(screen.getByTitle('Hosting (external player)').getAttribute('src')).toBe('https://player.example/42');
  fireEvent.change(screen.getByLabelText('Watch on'), { target: { value: '' } });
  expect(screen.getByRole('region', { name: 'Live stream: Panel' })).toBeTruthy();
});

test('a provider address that is not http(s) is not embedded', () => {
  expect(providerEmbedUrl({ type: 0, url: 'javascript:alert(1)' })).toBeNull();
  expect(providerEmbedUrl({ type: 1, url: 'not a url' })).toBeNull();
});
