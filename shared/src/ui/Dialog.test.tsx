import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
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
        {/* Out of the tab order, as a roving tabindex's other tabs are: Tab from Save still wraps. */}
        <button type="button" tabIndex={-1}>
          Not a tab stop
        </button>
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

  it('brings focus back when it leaves by any other way, to the end it left from', () => {
    render(<Page />, { wrapper: ThemeRoot });
    const opener = openDialog();
    const save = screen.getByRole('button', { name: 'Save' });
    // As Chromium's tab order may do past the list's last element: focus lands on the page behind.
    act(() => opener.focus());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(save, { key: 'Tab', shiftKey: true });
    act(() => opener.focus());
    expect(document.activeElement).toBe(save);
  });

  it('takes back the focus a control drops on <body> by going disabled, so Escape still closes it (issue 31 item 4)', async () => {
    function ReadAll({ onClose }: { onClose(): void }) {
      const [unread, setUnread] = useState(true);
      return (
        <Dialog open title="Notifications" onClose={onClose}>
          <button type="button" disabled={!unread} onClick={() => setUnread(false)}>
            Mark all as read
          </button>
        </Dialog>
      );
    }
    const onClose = jest.fn();
    render(<ReadAll onClose={onClose} />, { wrapper: ThemeRoot });
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    const readAll = screen.getByRole('button', { name: 'Mark all as read' });
    act(() => readAll.focus());
    // Chromium drops the focus of a button that goes disabled on <body>, with a focusout and no
    // focusin; jsdom keeps it on the button, so the blur stands for that.
    act(() => readAll.blur());
    fireEvent.click(readAll);
    expect(readAll.hasAttribute('disabled')).toBe(true);
    expect(document.activeElement).toBe(document.body);
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a dialog opened from a dialog holds the focus; the one below gets it back when it closes', () => {
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <Dialog open title="Outer" onClose={() => undefined}>
          <button type="button" onClick={() => setInner(true)}>
            Open inner
          </button>
          <Dialog open={inner} title="Inner" onClose={() => setInner(false)}>
            <button type="button">Inner action</button>
          </Dialog>
        </Dialog>
      );
    }
    render(<Nested />, { wrapper: ThemeRoot });
    const openInner = screen.getByRole('button', { name: 'Open inner' });
    act(() => openInner.focus());
    fireEvent.click(openInner);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Inner action' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(document.activeElement).toBe(openInner);
  });
});
