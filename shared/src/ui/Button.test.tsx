import { act, render, screen } from '@testing-library/react';
import { ThemeRoot } from '../theme';
import { Button } from '.';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function button() {
  return screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
}

describe('Button loading (spec 1 §9: loading state at least 500 ms)', () => {
  it('stays loading and disabled for 500 ms even when the work ends at once', () => {
    const { rerender } = render(<Button>Save</Button>, { wrapper: ThemeRoot });
    expect(button().disabled).toBe(false);
    expect(button().getAttribute('aria-busy')).toBe('false');

    rerender(<Button loading>Save</Button>);
    expect(button().disabled).toBe(true);
    expect(button().getAttribute('aria-busy')).toBe('true');

    act(() => jest.advanceTimersByTime(50));
    rerender(<Button loading={false}>Save</Button>);
    expect(button().getAttribute('aria-busy')).toBe('true');

    act(() => jest.advanceTimersByTime(440));
    expect(button().disabled).toBe(true);

    act(() => jest.advanceTimersByTime(10));
    expect(button().disabled).toBe(false);
    expect(button().getAttribute('aria-busy')).toBe('false');
  });

  it('ends with the work when the work takes longer than 500 ms', () => {
    const { rerender } = render(<Button loading>Save</Button>, { wrapper: ThemeRoot });
    act(() => jest.advanceTimersByTime(1200));
    expect(button().disabled).toBe(true);
    rerender(<Button loading={false}>Save</Button>);
    expect(button().disabled).toBe(false);
  });

  it('counts the 500 ms again from a new start', () => {
    const { rerender } = render(<Button>Save</Button>, { wrapper: ThemeRoot });
    rerender(<Button loading>Save</Button>);
    act(() => jest.advanceTimersByTime(300));
    rerender(<Button loading={false}>Save</Button>);
    rerender(<Button loading>Save</Button>);
    rerender(<Button loading={false}>Save</Button>);
    act(() => jest.advanceTimersByTime(400));
    expect(button().disabled).toBe(true);
    act(() => jest.advanceTimersByTime(100));
    expect(button().disabled).toBe(false);
  });

  it('does not submit a form unless asked to', () => {
    render(<Button>Save</Button>, { wrapper: ThemeRoot });
    expect(button().type).toBe('button');
  });
});
