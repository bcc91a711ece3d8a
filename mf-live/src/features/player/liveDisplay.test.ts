import { formatTime, timeDisplay, type PlayerTime } from './liveDisplay';

// Issue 31: a live stream's sliding window is no duration; it shows LIVE and whether the viewer is
// at the live edge, and a stream with an end keeps its position / duration.

const at = (time: Partial<PlayerTime>): PlayerTime => ({
  start: 0,
  end: 0,
  current: 0,
  duration: NaN,
  liveEdge: null,
  ...time,
});

test('formatTime writes m:ss, and h:mm:ss from an hour', () => {
  expect([formatTime(7), formatTime(600), formatTime(3723), formatTime(NaN), formatTime(-4)]).toEqual([
    '0:07',
    '10:00',
    '1:02:03',
    '0:00',
    '0:00',
  ]);
});

test('a stream with an end shows its position and duration', () => {
  expect(timeDisplay(at({ start: 0, end: 90, current: 65, duration: 90 }))).toEqual({
    kind: 'time',
    position: '1:05',
    total: '1:30',
  });
});

test('an hls.js live playlist 9 minutes in shows LIVE, not its 10 s sliding window', () => {
  // The window hls.js keeps is 530-540 s of a stream that has run 9 minutes; its duration is finite.
  const time = at({
    start: 530,
    end: 540,
    current: 537,
    duration: 540,
    liveEdge: { position: 536, slack: 3, start: 530 },
  });
  expect(timeDisplay(time)).toEqual({ kind: 'live', atEdge: true, behind: '0:00', edge: 536 });
});

test('at the edge within the slack of a segment; further back is behind, by how much', () => {
  const edge = { position: 600, slack: 3, start: 500 };
  expect(timeDisplay(at({ current: 597, duration: 610, liveEdge: edge }))).toMatchObject({ atEdge: true });
  expect(timeDisplay(at({ current: 596.5, duration: 610, liveEdge: edge }))).toMatchObject({
    kind: 'live',
    atEdge: false,
    behind: '0:03',
  });
  expect(timeDisplay(at({ current: 528, duration: 610, liveEdge: edge }))).toMatchObject({ behind: '1:12', edge: 600 });
});

test('a native player: an Infinity duration is live with its seekable end as the edge; NaN is no metadata yet', () => {
  expect(timeDisplay(at({ start: 20, end: 50, current: 49, duration: Infinity }))).toEqual({
    kind: 'live',
    atEdge: true,
    behind: '0:01',
    edge: 50,
  });
  expect(timeDisplay(at({ start: 20, end: 50, current: 30, duration: Infinity }))).toMatchObject({ atEdge: false });
  expect(timeDisplay(at({ duration: NaN }))).toEqual({ kind: 'time', position: '0:00', total: '0:00' });
});
