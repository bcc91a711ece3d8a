export { brandTheme, theme } from './theme';
export type { AtriumTheme } from './theme';
export { GlobalStyle, visuallyHidden } from './GlobalStyle';
export { media } from './media';
export { ThemeRoot } from './ThemeRoot';
