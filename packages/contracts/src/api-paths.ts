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

const projectRef = (id: string) => `/projects/${encodeURIComponent(id)}`;

/** Brand (project) calls of spec 1 section 7. */
export const projectPaths = {
  list: '/projects/',
  create: '/projects/create/',
  dashboardMetrics: '/projects/dashboard-metrics/',
  analyzeWebsite: '/projects/analyze-website/',
  detail: (id: string) => `${projectRef(id)}/`,
  update: (id: string) => `${projectRef(id)}/update/`,
  delete: (id: string) => `${projectRef(id)}/delete/`,
} as const;

/** Prompt families: ranking prompts live under ranking-queries, accuracy prompts under question-queries. */
export type PromptFamily = 'ranking' | 'accuracy';
const promptSegment = (family: PromptFamily) =>
  family === 'ranking' ? 'ranking-queries' : 'question-queries';

export const promptPaths = {
  list: (projectId: string, family: PromptFamily) => `${projectRef(projectId)}/${promptSegment(family)}/`,
  create: (projectId: string, family: PromptFamily) =>
    `${projectRef(projectId)}/${promptSegment(family)}/create/`,
  update: (projectId: string, family: PromptFamily, promptId: number) =>
    `${projectRef(projectId)}/${promptSegment(family)}/${promptId}/update/`,
  delete: (projectId: string, family: PromptFamily, promptId: number) =>
    `${projectRef(projectId)}/${promptSegment(family)}/${promptId}/delete/`,
} as const;

export const notificationPaths = {
  counts: '/notifications/counts/',
} as const;

export const enginePaths = {
  statuses: '/engines/',
} as const;
