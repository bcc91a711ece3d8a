import { act, fireEvent, render, screen } from '@testing-library/react';
import { useMenuButton } from './useMenuButton';

function AccountMenu() {
  const menu = useMenuButton<HTMLDivElement>();
  return (
    <div {...menu.root}>
      <button type="button" {...menu.button}>
        Account
      </button>
      {menu.expanded && (
        <div {...menu.menu}>
          {['Settings', 'Messages', 'Log out'].map((name) => (
            <button key={name} type="button" role="menuitem">
              {name}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

const focused = () => document.activeElement?.textContent;

test('opening moves focus into the menu; arrows, Home and End move through it, wrapping', () => {
  render(<AccountMenu />);
  const button = screen.getByRole('button', { name: 'Account' });
  expect(button.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(button);
  expect(button.getAttribute('aria-expanded')).toBe('true');
  expect(button.getAttribute('aria-controls')).toBe(screen.getByRole('menu').id);
  expect(focused()).toBe('Settings');
  const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
  press('ArrowDown');
  expect(focused()).toBe('Messages');
  press('End');
  expect(focused()).toBe('Log out');
  press('ArrowDown');
  expect(focused()).toBe('Settings');
  press('ArrowUp');
  expect(focused()).toBe('Log out');
  press('Home');
  expect(focused()).toBe('Settings');
});

test.each(['Escape', 'Tab'])('%s closes the menu and gives focus back to the button', (key) => {
  render(<AccountMenu />);
  fireEvent.click(screen.getByRole('button', { name: 'Account' }));
  fireEvent.keyDown(document.activeElement!, { key });
  expect(screen.queryByRole('menu')).toBeNull();
  expect(focused()).toBe('Account');
});

test('a press outside closes it', () => {
  render(
    <>
      <AccountMenu />
      <p>Elsewhere</p>
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Account' }));
  act(() => {
    fireEvent.mouseDown(screen.getByText('Elsewhere'));
  });
  expect(screen.queryByRole('menu')).toBeNull();
});
