import { ThemeRoot } from '@atrium/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { Switch } from './Switch';

test('a switch named by its label and described by its hint; while busy it keeps the focus and takes no change', () => {
  const changed = jest.fn();
  const { rerender } = render(<Switch label="Blocked" hint="No messages" checked={false} onChange={changed} />, {
    wrapper: ThemeRoot,
  });
  const toggle = screen.getByRole('switch', { name: /Blocked/ }) as HTMLInputElement;
  expect(document.getElementById(toggle.getAttribute('aria-describedby') ?? '')?.textContent).toBe('No messages');
  fireEvent.click(toggle);
  expect(changed).toHaveBeenCalledTimes(1);

  rerender(<Switch label="Blocked" hint="No messages" checked={false} busy onChange={changed} />);
  toggle.focus();
  fireEvent.click(toggle);
  expect(changed).toHaveBeenCalledTimes(1);
  expect(toggle.checked).toBe(false);
  expect(toggle.disabled).toBe(false);
  expect(toggle.getAttribute('aria-busy')).toBe('true');
  expect(document.activeElement).toBe(toggle);
});
