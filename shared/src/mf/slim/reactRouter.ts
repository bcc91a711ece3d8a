// The part of react-router the page uses, shared as the `react-router-dom` singleton: its whole is
// a data router, server rendering and cookie code too (see ./rxjs.ts for why a slim entry).
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Router,
  Routes,
  UNSAFE_NavigationContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { Location, Navigator } from 'react-router';
