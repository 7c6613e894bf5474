// API paths of the spec (under /api, trailing slashes as written). Server routes and the web client both use these.

export const API_PREFIX = '/api';

/** Query parameter of the sign-in and registration screens naming where to go next (a path of ours). */
export const REDIRECT_PARAM = 'redirect';

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
  verifyEmail: '/auth/email/verify/',
  resendVerification: '/auth/email/verify/resend/',
  /** The account's data, as JSON or as a zip of CSV files (ours: the privacy page's right of access). */
  accountExport: '/auth/account/export/',
  /** Deletes the account and everything it owns (ours: the right to erasure). */
  accountDelete: '/auth/account/delete/',
  unsubscribeConfirm: (code: string) => `/unsubscribe/${encodeURIComponent(code)}/confirm/`,
} as const;

export const subscriptionPaths = {
  current: '/subscription/',
  plans: '/subscription/plans/',
  checkout: '/subscription/checkout/',
  cancel: '/subscription/cancel/',
  portal: '/subscription/portal/',
  invoices: '/subscription/invoices/',
  /** The prompts the caller's plan counts, oldest first. */
  prompts: '/subscription/prompts/',
  /** Stripe (or the local provider) posts its events here. */
  webhook: '/subscription/webhook/',
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
  generalMetrics: (id: string) => `${projectRef(id)}/general-metrics/`,
} as const;

const shareRef = (id: string | number) => encodeURIComponent(String(id));

/** Brand sharing and subscription sharing calls (spec 2 section 7; spec 1 section 7). */
export const sharingPaths = {
  subscriptionShares: '/subscription/shares/',
  subscriptionShare: '/subscription/share/',
  subscriptionRevoke: (id: string | number) => `/subscription/shares/${shareRef(id)}/revoke/`,
  subscriptionInvitations: '/subscription/shares/invitations/',
  subscriptionRespond: (id: string | number) => `/subscription/shares/invitations/${shareRef(id)}/respond/`,
  /** Gives an accepted member VIEW access to one more brand (the spec does not show this path). */
  subscriptionGrant: (id: string | number) => `/subscription/shares/${shareRef(id)}/grant/`,
  sharedWithUser: '/projects/shared-with-user/',
  projectShares: (projectId: string) => `${projectRef(projectId)}/shares/`,
  projectShare: (projectId: string) => `${projectRef(projectId)}/share/`,
  update: (id: string | number) => `/shares/${shareRef(id)}/update/`,
  revoke: (id: string | number) => `/shares/${shareRef(id)}/revoke/`,
  invitations: '/shares/invitations/',
  respond: (id: string | number) => `/shares/invitations/${shareRef(id)}/respond/`,
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
  /** The prompt's results against the previous execution: what its row shows when opened. */
  results: (projectId: string, family: PromptFamily, promptId: number) =>
    `${projectRef(projectId)}/${promptSegment(family)}/${promptId}/results/`,
} as const;

export const notificationPaths = {
  counts: '/notifications/counts/',
} as const;

export const enginePaths = {
  statuses: '/engines/',
} as const;

const rankingRef = (queryId: string) => `/ranking-query/${encodeURIComponent(queryId)}`;
const questionRef = (queryId: string) => `/question-query/${encodeURIComponent(queryId)}`;

/** Ranking-prompt dashboard calls (analysis spec 7); queryId is the prompt's id or uuid. */
export const rankingQueryPaths = {
  overview: (queryId: string) => `${rankingRef(queryId)}/overview/`,
  responses: (queryId: string) => `${rankingRef(queryId)}/responses/`,
  charts: (queryId: string) => `${rankingRef(queryId)}/charts/`,
  sources: (queryId: string) => `${rankingRef(queryId)}/sources/`,
  sourceTrend: (queryId: string) => `${rankingRef(queryId)}/source-trend/`,
  competitors: (queryId: string) => `${rankingRef(queryId)}/competitors/`,
  competitorChart: (queryId: string) => `${rankingRef(queryId)}/competitor-chart/`,
  competitorAppearances: (queryId: string) => `${rankingRef(queryId)}/competitor-appearances/`,
} as const;

/** Accuracy-prompt (question) dashboard calls (analysis spec 7). */
export const questionQueryPaths = {
  overview: (queryId: string) => `${questionRef(queryId)}/overview/`,
  responses: (queryId: string) => `${questionRef(queryId)}/responses/`,
  heatmap: (queryId: string) => `${questionRef(queryId)}/heatmap/`,
  stats: (queryId: string) => `${questionRef(queryId)}/stats/`,
} as const;

const tagsRef = (projectId: string) => `/tags/${encodeURIComponent(projectId)}`;

/** A project's prompt tags: list (analysis spec 7) and their management. */
export const tagPaths = {
  list: (projectId: string) => `${tagsRef(projectId)}/list/`,
  create: (projectId: string) => `${tagsRef(projectId)}/create/`,
  rename: (projectId: string, tagId: number) => `${tagsRef(projectId)}/${tagId}/rename/`,
  delete: (projectId: string, tagId: number) => `${tagsRef(projectId)}/${tagId}/delete/`,
  assign: (projectId: string) => `${tagsRef(projectId)}/assign/`,
  unassign: (projectId: string) => `${tagsRef(projectId)}/unassign/`,
} as const;

const itemRef = (id: string) => `${encodeURIComponent(id)}/`;

/** Tutorials and FAQs (analysis spec 7: "exact paths not shown"; these follow its wider API). */
export const tutorialPaths = {
  categories: '/tutorials/tutorial-categories/',
  list: '/tutorials/tutorials/',
  detail: (uuid: string) => `/tutorials/tutorials/${itemRef(uuid)}`,
  faqCategories: '/tutorials/faq-categories/',
  faqs: '/tutorials/faqs/',
  faq: (uuid: string) => `/tutorials/faqs/${itemRef(uuid)}`,
  featured: '/tutorials/featured/',
} as const;

/** Campaign services and their requests (analysis spec 7). */
export const servicePaths = {
  categories: '/services/service-categories/',
  list: '/services/services/',
  detail: (uuid: string) => `/services/services/${itemRef(uuid)}`,
  request: '/services/requests/',
  myRequests: '/services/my-requests/',
  featured: '/services/featured/',
} as const;

/** Content management for admins (not in the spec: it has no admin screen). */
export const adminContentPaths = {
  list: (kind: string) => `/admin/content/${kind}/`,
  create: (kind: string) => `/admin/content/${kind}/create/`,
  update: (kind: string, uuid: string) => `/admin/content/${kind}/${itemRef(uuid)}update/`,
  delete: (kind: string, uuid: string) => `/admin/content/${kind}/${itemRef(uuid)}delete/`,
  order: (kind: string) => `/admin/content/${kind}/order/`,
} as const;

/** The web app's run-time settings. */
export const appConfigPath = '/app-config/';

/** Custom reports of a brand (analysis spec 2.8 and 7; the creation and list calls are ours). */
export const customReportPaths = {
  list: (projectId: string) => `${projectRef(projectId)}/reports/`,
  create: (projectId: string) => `${projectRef(projectId)}/reports/create/`,
  detail: (projectId: string, reportId: string) =>
    `${projectRef(projectId)}/reports/${encodeURIComponent(reportId)}/`,
} as const;
