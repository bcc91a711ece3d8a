import { ThemeRoot } from '@atrium/shared';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Where the page navigated to. */
function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** Renders a page under a router at `path`, with the theme and a line saying where it is. */
export function renderAt(path: string, page: ReactNode) {
  return render(
    <ThemeRoot>
      <MemoryRouter initialEntries={['/', path]} initialIndex={1}>
        <Routes>
          <Route path="*" element={page} />
        </Routes>
        <Where />
      </MemoryRouter>
    </ThemeRoot>,
  );
}
