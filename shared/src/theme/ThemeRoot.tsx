import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { i18n } from '../i18n';
import { useSession } from '../session';
import { brandTheme } from './theme';

/**
 * Wraps every parcel's tree: no host React context crosses into a parcel (DESIGN, mounting contract),
 * so each root provides the shared theme and the shared i18n instance itself.
 */
export function ThemeRoot({ children }: { children?: ReactNode }) {
  const brandColor = useSession((state) => state.settings?.color ?? null);
  const value = useMemo(() => brandTheme(brandColor), [brandColor]);
  return (
    <ThemeProvider theme={value}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </ThemeProvider>
  );
}
