import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { createParcel } from './createParcel';
import { RENDER_ERROR_EVENT } from './health';
import type { HostProps } from './types';

// These parcels never navigate: the router needs a location and a navigator, not a history.
const navigator = { push: () => undefined, replace: () => undefined, go: () => undefined, createHref: () => '/demo' };

function hostProps(domElement: HTMLElement, extra: object = {}) {
  return {
    domElement,
    slug: 'demo',
    basename: '/demo',
    location: { pathname: '/demo', search: '', hash: '', state: null, key: 'default' },
    navigator,
    params: {},
    ...extra,
  } as unknown as HostProps & { domElement: HTMLElement };
}

// single-spa mounts a parcel over several ticks, as in a page: React schedules as it does there
// (act would hold the render until its callback, which waits for the mount, returns).
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const wasAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
beforeAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = false));
afterAll(() => (actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasAct));

let errors: jest.SpyInstance;
beforeEach(() => {
  // React logs the errors its boundaries catch; they are what these tests make happen.
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

test('a parcel mounts and renders its root', async () => {
  const parcel = createParcel(() => <h1>Home</h1>);
  const domElement = document.body.appendChild(document.createElement('div'));
  const mounted = mountRootParcel(parcel as unknown as ParcelConfig, hostProps(domElement));
  await mounted.mountPromise;
  expect(domElement.textContent).toBe('Home');
  await mounted.unmount();
});

test('a first render that throws rejects the mount and leaves nothing behind, so the host can fall back', async () => {
  const parcel = createParcel(() => {
    throw new Error('this build is broken');
  });
  const domElement = document.body.appendChild(document.createElement('div'));
  const mounted = mountRootParcel(parcel as unknown as ParcelConfig, hostProps(domElement));
  let failure: unknown = null;
  await mounted.mountPromise.catch((error: unknown) => void (failure = error));
  expect(String(failure)).toMatch(/this build is broken/);
  expect(domElement.innerHTML).toBe('');
});

test('a render that throws after the mount shows the error in place, and tells the slot around it', async () => {
  const parcel = createParcel<{ broken?: boolean }>(({ broken }) => {
    if (broken) throw new Error('later failure');
    return <p>fine</p>;
  });
  const domElement = document.body.appendChild(document.createElement('div'));
  const told = jest.fn();
  domElement.addEventListener(RENDER_ERROR_EVENT, told);
  const mounted = mountRootParcel(parcel as unknown as ParcelConfig, hostProps(domElement));
  await mounted.mountPromise;
  expect(told).not.toHaveBeenCalled();
  await mounted.update?.(hostProps(domElement, { broken: true }));
  expect(domElement.querySelector('[role="alert"]')?.textContent).toBe('later failure');
  expect(told).toHaveBeenCalledTimes(1);
  expect(mounted.getStatus()).toBe('MOUNTED');
  await mounted.unmount();
});
