// Route guards (spec 1 section 2): "authenticated" means a token is present.
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../api/useSession.ts';
import { loginRedirectPath } from './guard.ts';
import { paths } from './paths.ts';

/** Signed-in routes: anonymous visitors go to /login?redirect=<full path>. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session?.token) return <Navigate to={loginRedirectPath(location)} replace />;
  return <Outlet />;
}

/** /login and /register: a signed-in user goes to the dashboard instead. */
export function GuestOnly() {
  const session = useSession();
  if (session?.token) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
