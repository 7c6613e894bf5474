// API paths of the spec (under /api, trailing slashes as written). Server routes and the web client both use these.

export const API_PREFIX = '/api';

export const authPaths = {
  login: '/auth/login/',
  register: '/auth/register/',
  logout: '/auth/logout/',
  refresh: '/auth/token/refresh/',
  captcha: '/auth/captcha/',
  profile: '/auth/profile/',
  profileUpdate: '/auth/profile/update/',
  passwordChange: '/auth/password/change/',
  tutorialWatched: '/auth/tutorial-watched/',
  resetRequest: '/auth/password/reset/request/',
  resetConfirm: '/auth/password/reset/confirm/',
  unsubscribeConfirm: (code: string) => `/unsubscribe/${encodeURIComponent(code)}/confirm/`,
} as const;

export const subscriptionPaths = {
  current: '/subscription/',
  plans: '/subscription/plans/',
} as const;

export const filePaths = {
  /** Uploaded files (profile pictures, brand logos) are served under this prefix. */
  media: '/media/',
} as const;
