import { act, render, screen } from '@testing-library/react';
import { setLanguage } from '../i18n';
import { ThemeRoot } from '../theme';
import { RemotePlaceholder } from './RemotePlaceholder';

describe('RemotePlaceholder', () => {
  it("names the area in the reader's words, in both languages, never by its parcel name", async () => {
    await act(() => setLanguage('en'));
    const { unmount } = render(<RemotePlaceholder area="Networking" />, { wrapper: ThemeRoot });
    expect(screen.getByRole('heading').textContent).toBe('Networking: coming soon');
    expect(screen.getByText('You will meet other attendees and arrange appointments with them here.')).toBeTruthy();
    unmount();

    await act(() => setLanguage('tr'));
    render(<RemotePlaceholder area="ConferenceRoom" />, { wrapper: ThemeRoot });
    expect(screen.getByRole('heading').textContent).toBe('Toplantı odası: yakında');
    expect(screen.getByText('Diğer katılımcılarla görüntülü toplantılarınız burada yapılacak.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/ConferenceRoom|coming\./);
  });
});
