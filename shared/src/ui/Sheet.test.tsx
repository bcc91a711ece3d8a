import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ThemeRoot } from '../theme';
import { IconButton, Sheet } from '.';

// Sheet shares Dialog's modal behaviour (useModal): the same focus, Escape, backdrop and scroll rules.
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton icon="menu" label="Modules" onClick={() => setOpen(true)} />
      <Sheet open={open} onClose={() => setOpen(false)} title="Atrium Summit" side="left" size="300px">
        <a href="/demo/event/atrium-summit/program">Program</a>
      </Sheet>
    </>
  );
}

function openSheet() {
  const opener = screen.getByRole('button', { name: 'Modules' });
  act(() => opener.focus());
  fireEvent.click(opener);
  return opener;
}

describe('Sheet', () => {
  it('is a labelled modal that takes focus, locks the page scroll, closes on Esc and gives focus back', () => {
    render(<Page />, { wrapper: ThemeRoot });
    const opener = openSheet();

    const sheet = screen.getByRole('dialog', { name: 'Atrium Summit' });
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Program' }));
    expect(document.body.style.overflow).toBe('hidden');

    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a press and release on the backdrop, not on one that starts in the panel', () => {
    render(<Page />, { wrapper: ThemeRoot });
    openSheet();
    const sheet = screen.getByRole('dialog');
    const backdrop = sheet.parentElement as HTMLElement;

    fireEvent.mouseDown(sheet);
    fireEvent.click(backdrop);
    expect(screen.getByRole('dialog')).toBe(sheet);

    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab between its close button and its content', () => {
    render(<Page />, { wrapper: ThemeRoot });
    openSheet();
    const link = screen.getByRole('link', { name: 'Program' });
    fireEvent.keyDown(link, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });
});
