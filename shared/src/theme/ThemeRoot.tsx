import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { i18n } from '../i18n';
import { queryClient } from '../query';
import { useSession } from '../session';
import { brandTheme } from './theme';

/**
 * Wraps every parcel's tree: no host React context crosses into a parcel (DESIGN, mounting contract),
 * so each root provides the shared theme, the shared i18n instance and the page's one query client itself.
 */
export function ThemeRoot({ children }: { children?: ReactNode }) {
  const brandColor = useSession((state) => state.settings?.color ?? null);
  const value = useMemo(() => brandTheme(brandColor), [brandColor]);
  return (
    <ThemeProvider theme={value}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nextProvider>
    </ThemeProvider>
  );
}
