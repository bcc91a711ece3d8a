export { brandTheme, textOn, theme } from './theme';
export type { AtriumTheme } from './theme';
export { GlobalStyle, listReset, visuallyHidden } from './GlobalStyle';
export { media } from './media';
export { ThemeRoot } from './ThemeRoot';
