import type { HealthReport } from '@atrium/shared/contract';
import { FLUSH_EVERY_MS, HealthReporter, type ReporterPage } from './reporter';

const TARGET = { url: '/registry/reports', brand: 'acme', session: 'AAAAAAAAAAAAAAAAAAAAAA' };

function page(privacy: { doNotTrack?: string; globalPrivacyControl?: boolean } = {}) {
  const sent: { url: string; body: Blob }[] = [];
  let now = 1_000_000;
  const fake: ReporterPage = {
    navigator: {
      doNotTrack: privacy.doNotTrack ?? null,
      globalPrivacyControl: privacy.globalPrivacyControl,
      sendBeacon: (url: string | URL, body?: BodyInit | null) => {
        sent.push({ url: String(url), body: body as Blob });
        return true;
      },
    },
    now: () => now,
  };
  return {
    fake,
    sent,
    later: (ms: number) => (now += ms),
    payload: async (i: number) => {
      expect(sent[i].body.type).toBe('application/json');
      // jsdom's Blob has no text().
      const text = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as string);
        reader.readAsText(sent[i].body);
      });
      return JSON.parse(text) as HealthReport;
    },
  };
}

describe('the health reporter', () => {
  test('batches a session’s figures per remote and version into one beacon, with the session', async () => {
    const p = page();
    const reporter = new HealthReporter(p.fake);
    reporter.note({ remote: 'mf-event-content', version: '2.0.0', kind: 'loadFailure' });
    reporter.note({ remote: 'mf-event-content', version: '2.0.0', kind: 'fallback' });
    reporter.note({ remote: 'mf-event-content', version: '1.0.0', kind: 'mounted' });
    reporter.note({ remote: 'mf-event-content', version: '1.0.0', kind: 'renderError' });
    reporter.note({ remote: 'mf-event-content', version: '1.0.0', kind: 'renderError' });
    reporter.vital('mf-event-content', '1.0.0', 'lcp', 900.4);
    reporter.vital('mf-event-content', '1.0.0', 'lcp', 1300);
    reporter.vital('mf-event-content', '1.0.0', 'lcp', 1000);
    reporter.vital('mf-event-content', '1.0.0', 'inp', 10 * 60_000);
    reporter.vital('mf-event-content', '1.0.0', 'inp', NaN);
    reporter.note({ remote: 'mf-social-hub', version: '3.1.0', kind: 'mounted' });

    // Nothing goes before the manifest says where to.
    expect(reporter.flush()).toBe(false);
    reporter.configure(TARGET);
    expect(reporter.flush()).toBe(true);
    expect(p.sent).toHaveLength(1);
    expect(p.sent[0].url).toBe('/registry/reports');
    expect(await p.payload(0)).toEqual({
      brand: 'acme',
      session: TARGET.session,
      entries: [
        { remote: 'mf-event-content', version: '2.0.0', loadFailures: 1, fallbacks: 1 },
        // The worst LCP of the batch; a figure beyond what the registry takes is capped.
        { remote: 'mf-event-content', version: '1.0.0', renderErrors: 2, lcp: 1300, inp: 120_000 },
        { remote: 'mf-social-hub', version: '3.1.0' },
      ],
    });
    // Sent once: an empty batch sends nothing.
    expect(reporter.flush(true)).toBe(false);
  });

  test('is throttled while the page is shown, and sends what is left when it hides', async () => {
    const p = page();
    const reporter = new HealthReporter(p.fake);
    reporter.configure(TARGET);
    reporter.note({ remote: 'mf-live', version: '1.0.0', kind: 'mounted' });
    expect(reporter.flush()).toBe(true);
    reporter.note({ remote: 'mf-live', version: '1.0.0', kind: 'renderError' });
    p.later(FLUSH_EVERY_MS - 1);
    expect(reporter.flush()).toBe(false);
    p.later(1);
    expect(reporter.flush()).toBe(true);
    reporter.vital('mf-live', '1.0.0', 'lcp', 2000);
    expect(reporter.flush()).toBe(false);
    expect(reporter.flush(true)).toBe(true);
    expect(p.sent).toHaveLength(3);
    expect((await p.payload(2)).entries).toEqual([{ remote: 'mf-live', version: '1.0.0', lcp: 2000 }]);
  });

  test('keeps at most 20 versions in a batch, the registry’s limit', async () => {
    const p = page();
    const reporter = new HealthReporter(p.fake);
    reporter.configure(TARGET);
    for (let i = 0; i < 30; i++) reporter.note({ remote: 'mf-live', version: `1.0.${i}`, kind: 'renderError' });
    reporter.flush();
    expect((await p.payload(0)).entries).toHaveLength(20);
  });

  test.each([
    ['Do Not Track', { doNotTrack: '1' }],
    ['Global Privacy Control', { globalPrivacyControl: true }],
  ])('sends nothing with %s', (_, privacy) => {
    const p = page(privacy);
    const reporter = new HealthReporter(p.fake);
    reporter.configure(TARGET);
    reporter.note({ remote: 'mf-live', version: '1.0.0', kind: 'loadFailure' });
    reporter.vital('mf-live', '1.0.0', 'lcp', 1000);
    expect(reporter.flush(true)).toBe(false);
    expect(p.sent).toEqual([]);
  });

  test('keeps the batch when the browser refuses the beacon, and sends it later', () => {
    const p = page();
    let accept = false;
    const refusing = { ...p.fake, navigator: { ...p.fake.navigator, sendBeacon: () => accept } };
    const reporter = new HealthReporter(refusing);
    reporter.configure(TARGET);
    reporter.note({ remote: 'mf-live', version: '1.0.0', kind: 'mounted' });
    expect(reporter.flush(true)).toBe(false);
    accept = true;
    expect(reporter.flush(true)).toBe(true);
  });
});
