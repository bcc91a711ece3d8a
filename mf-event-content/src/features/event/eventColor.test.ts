import { eventColorStyle } from './eventColor';

describe('eventColorStyle', () => {
  it('pairs the event colour with a text colour that stays readable on it', () => {
    expect(eventColorStyle({ color: '#3949ab' })).toEqual({
      '--event-color': '#3949ab',
      '--event-color-text': '#ffffff',
    });
    // A light event colour gets dark text, not the white that vanished into a light background.
    const light = eventColorStyle({ color: '#fff59d' }) as Record<string, string>;
    expect(light['--event-color-text']).not.toBe('#ffffff');
    expect(eventColorStyle({ color: 'red; background: url(x)' })).toMatchObject({ '--event-color': '#2456d6' });
  });
});
