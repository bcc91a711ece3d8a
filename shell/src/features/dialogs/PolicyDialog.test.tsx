import { bus, i18n, sessionStore, ThemeRoot } from '@atrium/shared';
import type { Policy } from '@atrium/shared/contract';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import '../../i18n/shell';
import { PolicyDialog } from './PolicyDialog';

// Spec 1 §2 Dialogs 5: one policy dialog, rendered by the shell, opened by the bus or ?openPolicy=.
const policy = (type: number, slug: string, title: string): Policy => ({
  type,
  slug,
  title,
  details: `<p>${title} text</p><script>alert(1)</script>`,
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function open(url: string) {
  render(
    <ThemeRoot>
      <MemoryRouter initialEntries={[url]}>
        <PolicyDialog />
        <Where />
      </MemoryRouter>
    </ThemeRoot>,
  );
}

const where = () => screen.getByTestId('where').textContent;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  sessionStore.setState({
    settings: {
      metaTitle: 'ACME',
      color: '#c62828',
      policies: [policy(12, 'terms-of-use', 'Terms of Use')],
      holaconPolicies: [policy(14, 'acme-terms', 'ACME Participation Terms')],
    },
  });
});

describe('PolicyDialog', () => {
  test('?openPolicy= opens the policy, sanitised; closing it keeps the rest of the query', async () => {
    open('/acme/login?returnUrl=%2Fevents&openPolicy=acme-terms');
    const dialog = screen.getByRole('dialog', { name: 'ACME Participation Terms' });
    await waitFor(() => expect(dialog.textContent).toContain('ACME Participation Terms text'));
    expect(dialog.querySelector('script')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(where()).toBe('/acme/login?returnUrl=%2Fevents');
  });

  test('an unknown policy slug says so', () => {
    open('/acme/login?openPolicy=nope');
    expect(screen.getByRole('dialog', { name: 'Policy not found.' })).toBeTruthy();
  });

  test('policy.open on the bus opens it by slug (a form) or by type (the drawer), without touching the URL', () => {
    open('/acme/register');
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => bus.emit('policy.open', { slug: 'acme-terms' }));
    expect(screen.getByRole('dialog', { name: 'ACME Participation Terms' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => bus.emit('policy.open', { type: 12 }));
    expect(screen.getByRole('dialog', { name: 'Terms of Use' })).toBeTruthy();
    act(() => bus.emit('policy.open', { type: 13 }));
    expect(screen.getByRole('dialog', { name: 'Policy not found.' })).toBeTruthy();
    expect(where()).toBe('/acme/register');
  });
});
