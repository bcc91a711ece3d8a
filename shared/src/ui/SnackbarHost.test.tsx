import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus } from '../bus';
import { ThemeRoot } from '../theme';
import { SnackbarHost } from '.';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('SnackbarHost (spec 1 §8, §9)', () => {
  it('shows an error from the bus as an alert and hides it after 4000 ms', () => {
    render(<SnackbarHost />, { wrapper: ThemeRoot });
    act(() => bus.emit('snackbar.show', { message: 'Email is not verified.', kind: 'error' }));

    expect(screen.getByRole('alert').textContent).toContain('Email is not verified.');
    act(() => jest.advanceTimersByTime(3999));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows other kinds as status, honours durationMs, and closes from its button', () => {
    render(<SnackbarHost />, { wrapper: ThemeRoot });
    act(() => bus.emit('snackbar.show', { message: 'Saved', kind: 'success', durationMs: 2000 }));
    act(() => bus.emit('snackbar.show', { message: 'Note' }));

    expect(screen.getAllByRole('status').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Saved'),
      expect.stringContaining('Note'),
    ]);
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByText('Saved')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Note')).toBeNull();
  });

  it('holds a message while the pointer is on it', () => {
    render(<SnackbarHost />, { wrapper: ThemeRoot });
    act(() => bus.emit('snackbar.show', { message: 'Room full', kind: 'warning' }));
    fireEvent.mouseEnter(screen.getByRole('alert'));
    act(() => jest.advanceTimersByTime(10000));
    expect(screen.queryByRole('alert')).not.toBeNull();
    fireEvent.mouseLeave(screen.getByRole('alert'));
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('runs an action and closes the message', () => {
    const accept = jest.fn();
    render(<SnackbarHost />, { wrapper: ThemeRoot });
    act(() =>
      bus.emit('snackbar.show', {
        message: 'Ada wants to join',
        durationMs: 15000,
        actions: [{ label: 'Accept', onClick: accept }],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(accept).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Ada wants to join')).toBeNull();
  });
});
