// Every route path of the web app (spec 1 section 2), written once. Links and redirects use these.

/** Query parameter of /sharing naming the brand to manage. */
export const SHARING_BRAND_PARAM = 'brand';

export const paths = {
  root: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  terms: '/terms',
  privacy: '/privacy',
  unsubscribe: (code: string) => `/unsubscribe/${encodeURIComponent(code)}`,
  verifyEmail: (token: string) => `/verify-email/${encodeURIComponent(token)}`,

  dashboard: '/dashboard',
  newProject: '/projects/new',
  keywordExplorer: '/keyword-explorer',
  tutorials: '/tutorials',
  services: '/services',
  adminContent: '/admin/content',
  profile: '/profile',
  subscriptions: '/subscriptions',
  plans: '/plans',
  subscriptionSuccess: '/subscription/success',
  subscriptionCancel: '/subscription/cancel',
  invoices: '/invoices',
  sharing: '/sharing',
  /** /sharing with one of the user's brands chosen. */
  sharingBrand: (projectId: string) => `/sharing?${SHARING_BRAND_PARAM}=${encodeURIComponent(projectId)}`,
  subscriptionSharing: '/subscription/sharing',
  projectTable: (projectId: string) => `/project-table/${encodeURIComponent(projectId)}`,
  customReport: (projectId: string, reportId: string) =>
    `/projects/${encodeURIComponent(projectId)}/reports/${encodeURIComponent(reportId)}`,
  generalMetrics: (projectId: string) => `/projects/${encodeURIComponent(projectId)}/general-metrics`,
  /** Webhooks & alerts of a brand (issue 19; not in the spec). */
  brandAlerts: (projectId: string) => `/projects/${encodeURIComponent(projectId)}/alerts`,
  websiteAnalysis: (projectId: string) => `/website-analysis/${encodeURIComponent(projectId)}`,
  rankingQuery: (queryId: string | number) => `/ranking-query/${encodeURIComponent(String(queryId))}`,
  questionQuery: (queryId: string | number) => `/question-query/${encodeURIComponent(String(queryId))}`,
  rankingRecommendations: (queryId: string | number) =>
    `/recommendations/ranking-query/${encodeURIComponent(String(queryId))}`,
  questionRecommendations: (queryId: string | number) =>
    `/recommendations/question-query/${encodeURIComponent(String(queryId))}`,
} as const;

/** Query flag on /dashboard that asks the dashboard to open the create-brand dialog (after registration). */
export const ONBOARDING_PARAM = 'onboarding';
export const dashboardOnboardingPath = `${paths.dashboard}?${ONBOARDING_PARAM}=1`;

/** Query parameter of /login and /register naming where to go after signing in (shared with the server's mails). */
export { REDIRECT_PARAM } from '@sightline/contracts';
