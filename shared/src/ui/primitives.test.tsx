import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeRoot } from '../theme';
import { Avatar, Chip, EmptyState, IconButton, Spinner, TextField, initials } from '.';

describe('TextField', () => {
  it('ties its label, hint and error to the input', () => {
    render(<TextField label="Email" hint="We never share it" error="Invalid email" name="email" />, {
      wrapper: ThemeRoot,
    });
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['We never share it', 'Invalid email']);
    expect(input.getAttribute('name')).toBe('email');
  });

  it('is not invalid without an error', () => {
    render(<TextField label="Email" />, { wrapper: ThemeRoot });
    expect(screen.getByLabelText('Email').hasAttribute('aria-invalid')).toBe(false);
  });
});

describe('Avatar', () => {
  it('shows the picture, and the initials when it fails to load', () => {
    const { container } = render(<Avatar name="Ada Lovelace" src="/ada.png" />, { wrapper: ThemeRoot });
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toBeTruthy();
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Ada Lovelace' }).textContent).toBe('AL');
  });

  it('takes first and last word for initials', () => {
    expect(initials('  grace brewster  hopper ')).toBe('GH');
    expect(initials('Linus')).toBe('L');
  });
});

describe('EmptyState and Spinner', () => {
  it('offers a refresh button only when it can refresh', () => {
    const onRefresh = jest.fn();
    const { rerender } = render(<EmptyState message="Content not found" />, { wrapper: ThemeRoot });
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<EmptyState message="Content not found" onRefresh={onRefresh} />);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalled();
  });

  it('announces loading unless decorative', () => {
    const { rerender } = render(<Spinner />, { wrapper: ThemeRoot });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    rerender(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('IconButton', () => {
  it('is a button named by its label, with a decorative icon', () => {
    const onClick = jest.fn();
    render(<IconButton icon="bell" label="Notifications" onClick={onClick} />, { wrapper: ThemeRoot });
    const button = screen.getByRole('button', { name: 'Notifications' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('Chip', () => {
  it('is a button named by its name and detail, with what sits beside them', () => {
    const onClick = jest.fn();
    render(
      <Chip
        media={<Avatar name="Ada Lovelace" />}
        label={<strong>Ada Lovelace</strong>}
        detail="Programmer"
        end={<span>Speakers</span>}
        onClick={onClick}
      />,
      { wrapper: ThemeRoot },
    );
    const chip = screen.getByRole('button', { name: 'Ada Lovelace Ada Lovelace Programmer Speakers' });
    expect(chip.getAttribute('type')).toBe('button');
    fireEvent.click(chip);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('leaves out an empty detail', () => {
    render(<Chip label="Keynote" detail={null} />, { wrapper: ThemeRoot });
    expect(screen.getByRole('button', { name: 'Keynote' }).querySelector('small')).toBeNull();
  });
});
