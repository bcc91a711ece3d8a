import { act, render, waitFor } from '@testing-library/react';
import type { ParcelConfig } from 'single-spa';
import { ThemeRoot } from '../theme';
import { loadParcel } from './federation';
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

const hostProps = (slug: string) => ({ slug, basename: `/${slug}`, params: {} }) as unknown as HostProps;

describe('RemoteSlot', () => {
  it('queues updates that come while one runs, so the slot stays mounted with the latest props', async () => {
    const received: string[] = [];
    jest.mocked(loadParcel).mockResolvedValue({ parcel: slowParcel(received), version: '1' });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const slot = (slug: string) => (
      <ThemeRoot>
        <RemoteSlot remote="mf-test" module="./Test" props={hostProps(slug)} />
      </ThemeRoot>
    );
    const { container, rerender } = render(slot('a'));
    await waitFor(() => expect(container.querySelector('[data-state="mounted"]')).not.toBeNull());

    // Two changes in a row: single-spa alone refused the second (error #32) and the slot showed its error box.
    act(() => rerender(slot('b')));
    act(() => rerender(slot('c')));
    await waitFor(() => expect(received.at(-1)).toBe('c'));
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(container.querySelector('[data-state="mounted"]')).not.toBeNull();
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/failed to update/);
    errors.mockRestore();
  });
});
