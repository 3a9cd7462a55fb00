// Every app's one door to react-router. The apps share this file instead of the package: a
// shared package is never tree-shaken, and react-router ships its data router, server rendering
// and cookie helpers (about 58 KB gzipped) where this site uses declarative routing (about 14 KB).
// One copy per page still holds: the shell provides this file and every remote consumes it.
// A remote that needs another export adds it here; it reaches the site with the shell's release.
export {
  BrowserRouter,
  createSearchParams,
  generatePath,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router-dom';
export type { Location, NavigateFunction, NavLinkProps, LinkProps, To } from 'react-router-dom';
