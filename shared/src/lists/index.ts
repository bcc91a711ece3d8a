// List pages (a search, a grid of cards), at '@atrium/shared/lists': each remote that shows them
// bundles this small module, so it never weighs on the login page as the shared singleton would.
export { CardGrid, CardGridSkeleton, CardListPage } from './CardListPage';
export type { CardListPageProps } from './CardListPage';
export { Cover, CoverBadge, CoverCard, CoverCardBody } from './CoverCard';
export type { CoverProps } from './CoverCard';
export { SearchField } from './SearchField';
