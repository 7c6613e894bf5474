import { authMessages } from '@sightline/contracts';
import { createBrowserRouter } from 'react-router';
import { setSessionExpiredHandler } from '../api/instance.ts';
import { toast } from '../lib/toast.ts';
import { loginRedirectPath } from './guard.ts';
import { routes } from './routes.tsx';

export const router = createBrowserRouter(routes);

// A 401 that a token refresh could not fix: say so once and send the user to sign in again,
// coming back to the same page afterwards.
setSessionExpiredHandler(() => {
  toast.long('warning', 'Signed out', authMessages.sessionExpired);
  void router.navigate(loginRedirectPath(router.state.location), { replace: true });
});
