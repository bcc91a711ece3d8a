import { storage, STORAGE_KEYS } from '@atrium/shared';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { useBackPath } from './useBackPath';

// Spec 1 §2 / spec 2 §2.1: the stored back path the mobile back buttons read is written as pages change.
describe('useBackPath', () => {
  beforeEach(() => localStorage.clear());

  it('stores the list an event was opened from, and forgets it when the event is left', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/demo/pastevents']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(
      () => {
        useBackPath();
        return useNavigate();
      },
      { wrapper },
    );
    const stored = () => storage.get(STORAGE_KEYS.backPath);
    expect(stored()).toBeNull();

    act(() => result.current('/demo/event/atrium-summit'));
    expect(stored()).toBe('/demo/pastevents');
    act(() => result.current('/demo/event/atrium-summit/program'));
    expect(stored()).toBe('/demo/pastevents');
    act(() => result.current('/demo/events'));
    expect(stored()).toBeNull();
  });
});
