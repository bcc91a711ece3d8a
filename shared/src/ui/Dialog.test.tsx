import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ThemeRoot } from '../theme';
import { Dialog, TextField } from '.';

function Page({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Account settings
      </button>
      <Dialog
        open={open}
        title="Account"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <TextField label="First name" />
        <button type="button">Save</button>
      </Dialog>
    </>
  );
}

function openDialog() {
  const opener = screen.getByRole('button', { name: 'Account settings' });
  act(() => opener.focus());
  fireEvent.click(opener);
  return opener;
}

describe('Dialog', () => {
  it('is a labelled modal that takes focus, closes on Esc and gives focus back', () => {
    render(<Page />, { wrapper: ThemeRoot });
    const opener = openDialog();

    const dialog = screen.getByRole('dialog', { name: 'Account' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));

    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a click outside but not on a click inside', () => {
    const onClose = jest.fn();
    render(<Page onClose={onClose} />, { wrapper: ThemeRoot });
    openDialog();
    const dialog = screen.getByRole('dialog');

    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();

    const overlay = dialog.parentElement as HTMLElement;
    fireEvent.mouseDown(overlay);
    fireEvent.click(overlay);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the dialog', () => {
    render(<Page />, { wrapper: ThemeRoot });
    openDialog();
    const save = screen.getByRole('button', { name: 'Save' });
    act(() => save.focus());
    fireEvent.keyDown(save, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(save);
  });
});
