import { act, render, waitFor } from '@testing-library/react';
import type { ParcelConfig } from 'single-spa';
import { ThemeRoot } from '../theme';
import { loadParcel } from './federation';
import { onRemoteHealth, RENDER_ERROR_EVENT, type RemoteHealthEvent } from './health';
import { RemoteSlot } from './RemoteSlot';
import type { HostProps } from './types';

jest.mock('./federation', () => ({ loadParcel: jest.fn() }));

// A parcel whose update takes a while, as a React parcel's re-render does; it records the props it got.
function slowParcel(received: string[]): ParcelConfig {
  const later = () => new Promise<void>((resolve) => setTimeout(resolve, 20));
  return {
    bootstrap: async () => undefined,
    mount: async () => undefined,
    unmount: async () => undefined,
    update: async (props: { slug: string }) => {
      received.push(props.slug);
      await later();
    },
  } as unknown as ParcelConfig;
}

// One object per slug, as the shell's memoised host props are.
const params = {};
const hostProps = (slug: string) => ({ slug, basename: `/${slug}`, params }) as unknown as HostProps;

describe('RemoteSlot', () => {
  it('queues updates that come while one runs, so the slot stays mounted with the latest props', async () => {
    const received: string[] = [];
    jest.mocked(loadParcel).mockImplementation(async (_remote, _module, _afterFailure, mount) => {
      const parcel = slowParcel(received);
      await mount(parcel);
      return { parcel, version: '1' };
    });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const slot = (slug: string) => (
      <ThemeRoot>
        <RemoteSlot remote="mf-test" module="./Test" props={hostProps(slug)} />
      </ThemeRoot>
    );
    const { container, rerender } = render(slot('a'));
    await waitFor(() => expect(container.querySelector('[data-state="mounted"]')).not.toBeNull());
    // The parcel mounted with these props: showing it does not render it again with the same ones.
    act(() => rerender(slot('a')));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(received).toEqual([]);

    // Two changes in a row: single-spa alone refused the second (error #32) and the slot showed its error box.
    act(() => rerender(slot('b')));
    act(() => rerender(slot('c')));
    await waitFor(() => expect(received.at(-1)).toBe('c'));
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(container.querySelector('[data-state="mounted"]')).not.toBeNull();
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/failed to update/);
    errors.mockRestore();
  });

  it("counts a later render error its parcel's error boundary sends up against the version mounted", async () => {
    jest.mocked(loadParcel).mockImplementation(async (_remote, _module, _afterFailure, mount) => {
      const parcel = slowParcel([]);
      await mount(parcel);
      return { parcel, version: '2.0.0' };
    });
    const events: RemoteHealthEvent[] = [];
    const stop = onRemoteHealth((e) => events.push(e));
    const { container } = render(
      <ThemeRoot>
        <RemoteSlot remote="mf-test" module="./Test" props={hostProps('a')} />
      </ThemeRoot>,
    );
    await waitFor(() => expect(container.querySelector('[data-version="2.0.0"]')).not.toBeNull());
    const host = container.querySelector('[data-remote="mf-test"] > div:last-child')!;
    act(() => void host.dispatchEvent(new Event(RENDER_ERROR_EVENT, { bubbles: true })));
    expect(events).toEqual([{ remote: 'mf-test', version: '2.0.0', kind: 'renderError' }]);
    stop();
  });

  it('mounts the build the loader falls back to when the first one fails to mount, and shows its version', async () => {
    const parcelShowing = (text: string, fails = false): ParcelConfig =>
      ({
        bootstrap: async () => undefined,
        mount: async ({ domElement }: { domElement: HTMLElement }) => {
          if (fails) throw new Error(`${text} failed`);
          domElement.textContent = text;
        },
        unmount: async ({ domElement }: { domElement: HTMLElement }) => {
          domElement.textContent = '';
        },
      }) as unknown as ParcelConfig;
    const failures: unknown[] = [];
    // The loader's fallback (federation.ts): the current build, then on its failure the last good one.
    jest.mocked(loadParcel).mockImplementation(async (_remote, _module, _afterFailure, mount) => {
      try {
        await mount(parcelShowing('current', true));
      } catch (error) {
        failures.push(error);
        const parcel = parcelShowing('last good');
        await mount(parcel);
        return { parcel, version: '1.0.0' };
      }
      throw new Error('the current build should have failed');
    });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(
      <ThemeRoot>
        <RemoteSlot remote="mf-test" module="./Test" props={hostProps('a')} />
      </ThemeRoot>,
    );
    await waitFor(() => expect(container.querySelector('[data-state="mounted"]')).not.toBeNull());
    const slot = container.querySelector('[data-remote="mf-test"]')!;
    expect(slot.getAttribute('data-version')).toBe('1.0.0');
    expect(slot.textContent).toContain('last good');
    expect(failures).toHaveLength(1);
    expect(String(failures[0])).toMatch(/current failed/);
    errors.mockRestore();
  });

  it("mounts into its own element when its props are an enclosing parcel's, which carry that parcel's element", async () => {
    const outer = document.createElement('div');
    outer.textContent = 'outer parcel';
    jest.mocked(loadParcel).mockImplementation(async (_remote, _module, _afterFailure, mount) => {
      const parcel = {
        bootstrap: async () => undefined,
        mount: async ({ domElement }: { domElement: HTMLElement }) => {
          domElement.textContent = 'inner parcel';
        },
        unmount: async () => undefined,
      } as unknown as ParcelConfig;
      await mount(parcel);
      return { parcel, version: '1' };
    });
    const { container } = render(
      <ThemeRoot>
        <RemoteSlot remote="mf-test" module="./Test" props={{ ...hostProps('a'), domElement: outer }} />
      </ThemeRoot>,
    );
    await waitFor(() => expect(container.querySelector('[data-state="mounted"]')).not.toBeNull());
    expect(container.querySelector('[data-remote="mf-test"]')!.textContent).toContain('inner parcel');
    expect(outer.textContent).toBe('outer parcel');
  });
});
