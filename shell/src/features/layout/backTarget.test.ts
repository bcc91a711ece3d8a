import { backTarget, mobileBackTarget, nextBackPath } from './backTarget';

describe('back rules (spec 1 §2, spec 2 §2.1)', () => {
  it.each([
    ['/demo/event/atrium-summit/live/5', '/demo/event/atrium-summit/sessions'],
    ['/demo/event/atrium-summit/room/9', '/demo/event/atrium-summit/networking'],
    ['/demo/event/atrium-summit/booth/3', '/demo/event/atrium-summit/exhibition'],
    ['/demo/event/atrium-summit/program', '/demo'],
    ['/demo/event/atrium-summit', '/demo'],
  ])('desktop back from %s goes to %s', (from, to) => {
    expect(backTarget(from, '/demo')).toBe(to);
  });

  it('mobile back prefers the stored path, then home on the event route, else the event', () => {
    expect(mobileBackTarget('/demo/event/x/program', '/demo/events')).toBe('/demo/events');
    expect(mobileBackTarget('/demo/event/x', null)).toBe('/demo');
    expect(mobileBackTarget('/demo/event/x/program', null)).toBe('/demo/event/x');
    expect(mobileBackTarget('/demo/events', null)).toBe('/demo');
  });

  it('stores the page an event was entered from, keeps it inside the event and forgets it outside', () => {
    expect(nextBackPath('/demo/pastevents', '/demo/event/x', null)).toBe('/demo/pastevents');
    expect(nextBackPath('/demo/event/x', '/demo/event/x/program', '/demo/pastevents')).toBe('/demo/pastevents');
    expect(nextBackPath('/demo/event/x/program', '/demo/event/y', '/demo/pastevents')).toBe('/demo/event/x/program');
    expect(nextBackPath('/demo/event/x', '/demo/events', '/demo/pastevents')).toBeNull();
    expect(nextBackPath(null, '/demo/event/x/program', '/demo/pastevents')).toBe('/demo/pastevents');
    expect(nextBackPath(null, '/demo', '/demo/pastevents')).toBeNull();
    expect(nextBackPath('/demo/login?returnUrl=%2Fevent%2Fx', '/demo/event/x', null)).toBeNull();
  });
});
