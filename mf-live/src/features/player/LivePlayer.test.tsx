import { i18n, ThemeRoot } from '@atrium/shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { liveSession } from '../../testing/sessions';
import { LivePlayer } from './LivePlayer';
import { providerEmbedUrl } from './ProviderEmbed';

// The player (spec 2 §2.20, §9): the 3 s wait, hls.js on the stream's path with the hash, HLS made
// again 2 s after a fatal error, a 403 offering Retry with a fresh hash, and the external providers.

type Listener = (event: string, data: unknown) => void;

jest.mock('hls.js', () => {
  class FakeHls {
    static instances: FakeHls[] = [];
    static isSupported = () => true;
    static Events = { ERROR: 'hlsError', MANIFEST_PARSED: 'hlsManifestParsed' };
    static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' };
    listeners = new Map<string, Listener>();
    source = '';
    destroyed = false;
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

test('a 403 stops and offers Retry, which joins again for a fresh hash', async () => {
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
