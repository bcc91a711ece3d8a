import { brandTheme, theme } from './theme';

describe('brandTheme', () => {
  test("a dark brand colour is the primary and the links' colour", () => {
    expect(brandTheme('#0b6e4f').colors).toMatchObject({ primary: '#0b6e4f', primaryText: '#ffffff', link: '#0b6e4f' });
  });

  test('a light brand colour stays the primary, with dark text on it, but links fall back to the text colour', () => {
    expect(brandTheme('#ffd54f').colors).toMatchObject({
      primary: '#ffd54f',
      primaryText: theme.colors.text,
      link: theme.colors.text,
    });
  });

  test('only hex colours are taken', () => {
    expect(brandTheme('red; background: url(x)')).toBe(theme);
    expect(brandTheme(null)).toBe(theme);
  });
});
