import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeRoot } from '../theme';
import { useState } from 'react';
import { Avatar, Chip, CodeField, EmptyState, IconButton, Spinner, TextField, initials } from '.';

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

  it('lowercases and trims an e-mail as it is typed, registered or controlled (spec 1 §5)', () => {
    const seen: string[] = [];
    function Controlled() {
      const [value, setValue] = useState('');
      return <TextField label="Work e-mail" type="email" value={value} onChange={(e) => setValue(e.target.value)} />;
    }
    render(
      <>
        <TextField label="E-mail" type="email" onChange={(e) => seen.push(e.target.value)} />
        <TextField label="Name" onChange={(e) => seen.push(e.target.value)} />
        <Controlled />
      </>,
      { wrapper: ThemeRoot },
    );
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: ' Ada@Demo.TEST ' } });
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ada@demo.test');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Ada ' } });
    expect(seen).toEqual(['ada@demo.test', ' Ada ']);
    fireEvent.change(screen.getByLabelText('Work e-mail'), { target: { value: 'Linus@Demo.test ' } });
    expect((screen.getByLabelText('Work e-mail') as HTMLInputElement).value).toBe('linus@demo.test');
  });
});

describe('CodeField', () => {
  it('drops what is no digit before it cuts to the length, typed or pasted (issue 31 item 7)', () => {
    const seen: string[] = [];
    render(<CodeField label="Code" length={6} onChange={(e) => seen.push(e.target.value)} />, { wrapper: ThemeRoot });
    const input = screen.getByLabelText('Code') as HTMLInputElement;
    // A maxLength would let the browser cut a paste to '12ab34' before the letters go (jsdom does not cut).
    expect(input.hasAttribute('maxlength')).toBe(false);
    expect(input.inputMode).toBe('numeric');
    fireEvent.change(input, { target: { value: '12ab345678' } });
    expect(input.value).toBe('123456');
    fireEvent.change(input, { target: { value: '12-3' } });
    expect(seen).toEqual(['123456', '123']);
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
