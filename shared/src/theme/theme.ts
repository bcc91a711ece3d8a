import { BREAKPOINTS } from '../constants';

const palette = {
  primary: '#2456d6',
  primaryText: '#ffffff',
  /** Links and link-like buttons on surfaces: the brand's colour when it reads on white, else text. */
  link: '#2456d6',
  /** Header on every screen but home and the event lists (spec 1 §2 Headers). */
  headerDark: '#17202e',
  headerDarkText: '#ffffff',
  /** Header on home and the event lists (spec 1 §2 Headers). */
  headerLight: '#ffffff',
  headerLightText: '#17202e',
  danger: '#c0262d',
  dangerText: '#ffffff',
  warning: '#9a5b00',
  success: '#1e7a3c',
  info: '#1f5fa8',
  text: '#1d2430',
  /** Still 4.5:1 on surface and background, so secondary text stays readable (WCAG AA). */
  muted: '#5a6473',
  surface: '#ffffff',
  background: '#f3f5f8',
  border: '#d3d9e2',
  focus: '#1a56ff',
  overlay: 'rgba(10, 16, 28, 0.55)',
  skeleton: '#e3e8ef',
  skeletonShine: '#f2f5f9',
};

export const theme = {
  colors: palette,
  breakpoints: BREAKPOINTS,
  spacing: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px' },
  radius: { sm: '4px', md: '8px', lg: '16px', round: '50%', pill: '999px' },
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    size: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem' },
    weight: { regular: 400, medium: 500, bold: 600 },
    lineHeight: 1.5,
  },
  shadow: {
    raised: '0 2px 8px rgba(16, 24, 40, 0.12)',
    overlay: '0 12px 32px rgba(16, 24, 40, 0.24)',
  },
  /** Touch targets of at least 44 px (WCAG 2.5.5) for buttons and close icons. */
  touchTarget: '44px',
  zIndex: { header: 100, dialog: 1000, snackbar: 1100 },
};

export type AtriumTheme = typeof theme;

declare module 'styled-components' {
  // Gives styled components typed access to the theme; an interface is the only way to merge into DefaultTheme.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AtriumTheme {}
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}){1,2}$/i;

function luminance(hex: string): number {
  const digits =
    hex.length === 4 ? [...hex.slice(1)].map((d) => d + d) : [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)];
  const [r, g, b] = digits.map((d) => {
    const c = parseInt(d, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The text for a hex background: whichever of white or near-black contrasts more with it. */
export function textOn(background: string): string {
  const l = luminance(background);
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / (luminance(palette.text) + 0.05);
  return onWhite >= onDark ? '#ffffff' : palette.text;
}

/** WCAG's contrast ratio of two hex colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The theme with a brand's colour (whiteLabelSettings.color) as primary, and as the links' colour
 * where it reads on white (4.5:1). Only hex colours are taken, since the value comes from the
 * server and lands in CSS.
 */
export function brandTheme(color: string | null | undefined): AtriumTheme {
  if (!color || !HEX_COLOR.test(color.trim())) return theme;
  const primary = color.trim();
  const link = contrast(primary, palette.surface) >= 4.5 ? primary : palette.text;
  return { ...theme, colors: { ...palette, primary, primaryText: textOn(primary), link } };
}
