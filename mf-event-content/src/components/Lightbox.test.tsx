import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { i18n, ThemeRoot } from '@atrium/shared';
import { useState } from 'react';
import { Lightbox, type LightboxItem } from './Lightbox';

const items: LightboxItem[] = [
  { type: 'image', src: '/a.png', caption: 'Opening' },
  { type: 'video', videoId: 'aqz-KE-bpKQ', caption: 'Keynote' },
  { type: 'image', src: '/c.png', caption: null },
];

function Grid({ shown = items }: { shown?: LightboxItem[] }) {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      {shown.map((item, position) => (
        <button key={position} type="button" onClick={() => setIndex(position)}>
          Open {position + 1}
        </button>
      ))}
      <Lightbox items={shown} index={index} onIndexChange={setIndex} onClose={() => setIndex(null)} label="Gallery" />
    </>
  );
}

function open(position: number) {
  const opener = screen.getByRole('button', { name: `Open ${position}` });
  act(() => opener.focus());
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Gallery' }) };
}

beforeEach(() => i18n.changeLanguage('en'));

describe('Lightbox', () => {
  test('a labelled dialog with the image, its caption and the counter; focus goes in and back', () => {
    render(<Grid />, { wrapper: ThemeRoot });
    const { opener, dialog } = open(1);
    expect(within(dialog).getByRole('img', { name: 'Opening' }).getAttribute('src')).toBe('/a.png');
    expect(within(dialog).getByText('1 / 3')).toBeTruthy();
    // Next holds the focus, so the arrow keys and Escape work even when the item is a video's frame.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Next' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  test('next and previous by buttons and arrow keys, wrapping round; a video is the privacy-enhanced player', () => {
    render(<Grid />, { wrapper: ThemeRoot });
    const { dialog } = open(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const video = within(dialog).getByTitle('Keynote');
    expect(video.tagName).toBe('IFRAME');
    expect(video.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    expect(within(dialog).getByText('2 / 3')).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    // No caption: the image is named by its place, and only the counter shows under it.
    expect(within(dialog).getByRole('img', { name: 'Item 3' })).toBeTruthy();
    expect(within(dialog).getByText('3 / 3')).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(within(dialog).getByText('1 / 3')).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(within(dialog).getByText('3 / 3')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(within(dialog).getByText('2 / 3')).toBeTruthy();
  });

  test('one item has no previous or next; a video alone leaves the focus on the page, not in its frame', () => {
    render(<Grid shown={[items[1]]} />, { wrapper: ThemeRoot });
    const { dialog } = open(1);
    expect(within(dialog).queryByRole('button', { name: 'Next' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Previous' })).toBeNull();
    expect(within(dialog).getByText('1 / 1')).toBeTruthy();
    expect(document.activeElement?.tagName).toBe('FIGURE');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('Turkish', async () => {
    await i18n.changeLanguage('tr');
    render(<Grid />, { wrapper: ThemeRoot });
    const { dialog } = open(2);
    expect(within(dialog).getByRole('button', { name: 'Sonraki' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Önceki' })).toBeTruthy();
  });
});
