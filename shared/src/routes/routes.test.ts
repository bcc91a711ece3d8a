import { inBrand, itemBackRoute, ROUTE_PATHS, routes } from './routes';

// The route table of spec 1 §2 and spec 2 §2.1.

test('brand routes are relative to the brand', () => {
  expect(routes.home()).toBe('/');
  expect(routes.login()).toBe('/login');
  expect(routes.register()).toBe('/register');
  expect(routes.forgotPassword()).toBe('/forgot-password');
  expect(routes.start()).toBe('/start');
  expect([routes.events(), routes.incomingEvents(), routes.pastEvents()]).toEqual([
    '/events',
    '/incomingevents',
    '/pastevents',
  ]);
});

test('login carries its query, leaving out what is not given', () => {
  expect(routes.login({ returnUrl: '/event/x?code=1', openPolicy: undefined })).toBe(
    '/login?returnUrl=%2Fevent%2Fx%3Fcode%3D1',
  );
  expect(routes.login({ activationCode: '123456-7890123' })).toBe('/login?activationCode=123456-7890123');
});

test('event routes take the event slug; module pages use the paths of spec 2 §2.1', () => {
  expect(routes.event('atrium-summit')).toBe('/event/atrium-summit');
  expect(routes.eventModule('atrium-summit', 'livestreams')).toBe('/event/atrium-summit/sessions');
  expect(routes.eventModule('atrium-summit', 'stands')).toBe('/event/atrium-summit/exhibition');
  expect(routes.eventModule('atrium-summit', 'gallery')).toBe('/event/atrium-summit/album');
  expect(routes.session('atrium-summit', '7')).toBe('/event/atrium-summit/live/7');
  expect(routes.room('atrium-summit', 'r 1')).toBe('/event/atrium-summit/room/r%201');
  expect(routes.booth('a/b', '3')).toBe('/event/a%2Fb/booth/3');
});

test('inBrand puts the brand in front; its home has no trailing slash', () => {
  expect(inBrand('demo', routes.home())).toBe('/demo');
  expect(inBrand('demo', routes.eventModule('atrium-summit', 'networking'))).toBe(
    '/demo/event/atrium-summit/networking',
  );
  expect(`/demo/${ROUTE_PATHS.forgotPassword}`).toBe(inBrand('demo', routes.forgotPassword()));
});

test.each([
  ['/event/atrium-summit/live/7', '/event/atrium-summit/sessions'],
  ['/event/atrium-summit/room/r1/', '/event/atrium-summit/networking'],
  ['/event/atrium-summit/booth/3', '/event/atrium-summit/exhibition'],
  ['/event/atrium-summit/program', null],
  ['/event/atrium-summit', null],
  ['/events', null],
])('back from %s goes to %s', (path, back) => {
  expect(itemBackRoute(path)).toBe(back);
});
