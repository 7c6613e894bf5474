// Route guards (spec 1 section 2): "authenticated" means a token is present.
import { useState } from 'react';
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

/**
 * /login and /register: a user who arrives signed in goes to the dashboard instead. A sign-in that
 * happens on the page itself is left to the page, which knows where to go next (the redirect
 * query after login, the onboarding dashboard after registration).
 */
export function GuestOnly() {
  const session = useSession();
  const [arrivedSignedIn] = useState(() => Boolean(session?.token));
  if (arrivedSignedIn && session?.token) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
