// THE route table of spec 1 section 2 (plus spec 2 and 3 routes). Every page is lazy-loaded.
import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { FirstLoad } from './FirstLoad.tsx';
import { GuestOnly, RequireAuth } from './guards.tsx';
import { lazyPage } from './lazy-page.tsx';
import { paths } from './paths.ts';
import { RouteError } from './RouteError.tsx';

const toDashboard = <Navigate to={paths.dashboard} replace />;
const plansPage = lazyPage(() => import('../features/billing/PlansPage.tsx'), 'PlansPage');
const checkoutReturn = (name: 'SubscriptionSuccessPage' | 'SubscriptionCancelPage') =>
  lazyPage(() => import('../features/billing/CheckoutReturnPage.tsx'), name);
const projectDetail = lazyPage(
  () => import('../features/project-detail/ProjectDetailPage.tsx'),
  'ProjectDetailPage',
);

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    HydrateFallback: FirstLoad,
    children: [
      { index: true, element: toDashboard },

      // Public, for visitors only.
      {
        element: <GuestOnly />,
        children: [
          { path: 'login', lazy: lazyPage(() => import('../features/auth/LoginPage.tsx'), 'LoginPage') },
          {
            path: 'register',
            lazy: lazyPage(() => import('../features/auth/register/RegisterPage.tsx'), 'RegisterPage'),
          },
        ],
      },

      // Public for everyone (a signed-in user may follow an emailed link too).
      {
        path: 'forgot-password',
        lazy: lazyPage(() => import('../features/auth/ForgotPasswordPage.tsx'), 'ForgotPasswordPage'),
      },
      {
        path: 'reset-password/:token?',
        lazy: lazyPage(() => import('../features/auth/ResetPasswordPage.tsx'), 'ResetPasswordPage'),
      },
      { path: 'terms', lazy: lazyPage(() => import('../features/legal/TermsPage.tsx'), 'TermsPage') },
      { path: 'privacy', lazy: lazyPage(() => import('../features/legal/PrivacyPage.tsx'), 'PrivacyPage') },
      {
        path: 'verify-email/:token',
        lazy: lazyPage(() => import('../features/auth/VerifyEmailPage.tsx'), 'VerifyEmailPage'),
      },
      {
        path: 'unsubscribe/:code',
        lazy: lazyPage(() => import('../features/unsubscribe/UnsubscribePage.tsx'), 'UnsubscribePage'),
      },

      // Signed in.
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: lazyPage(() => import('./layout/AppLayout.tsx'), 'AppLayout'),
            children: [
              {
                path: 'dashboard',
                lazy: lazyPage(() => import('../features/dashboard/DashboardPage.tsx'), 'DashboardPage'),
              },
              // Spec alias: /projects/new shows the dashboard screen.
              {
                path: 'projects/new',
                lazy: lazyPage(() => import('../features/dashboard/DashboardPage.tsx'), 'DashboardPage'),
              },
              {
                path: 'profile',
                lazy: lazyPage(() => import('../features/profile/ProfilePage.tsx'), 'ProfilePage'),
              },

              {
                path: 'keyword-explorer',
                lazy: lazyPage(
                  () => import('../features/keywords/KeywordExplorerPage.tsx'),
                  'KeywordExplorerPage',
                ),
              },
              {
                path: 'tutorials',
                lazy: lazyPage(() => import('../features/content/TutorialsPage.tsx'), 'TutorialsPage'),
              },
              {
                path: 'admin/content',
                lazy: lazyPage(() => import('../features/content/AdminContentPage.tsx'), 'AdminContentPage'),
              },
              {
                path: 'services',
                lazy: lazyPage(() => import('../features/content/ServicesPage.tsx'), 'ServicesPage'),
              },
              { path: 'subscriptions', lazy: plansPage },
              // Two readings of /plans (spec 1 section 2): a redirect to /subscriptions, or the plans page
              // itself. Menus link to /plans, so it renders the plans screen directly and both readings
              // land on the same screen without a redirect hop.
              { path: 'plans', lazy: plansPage },
              { path: 'subscription/success', lazy: checkoutReturn('SubscriptionSuccessPage') },
              { path: 'subscription/cancel', lazy: checkoutReturn('SubscriptionCancelPage') },
              {
                path: 'invoices',
                lazy: lazyPage(() => import('../features/billing/InvoicesPage.tsx'), 'InvoicesPage'),
              },
              {
                path: 'sharing',
                lazy: lazyPage(() => import('../features/sharing/SharingPage.tsx'), 'SharingPage'),
              },
              {
                path: 'subscription/sharing',
                lazy: lazyPage(
                  () => import('../features/subscription-sharing/SubscriptionSharingPage.tsx'),
                  'SubscriptionSharingPage',
                ),
              },

              // Brand detail: a missing id sends the user to the dashboard (spec 2 section 2.2).
              { path: 'project-table', element: toDashboard },
              { path: 'project-table/:id', lazy: projectDetail },
              { path: 'projects/:id', lazy: projectDetail },
              { path: 'project/:id', lazy: projectDetail },
              { path: 'project', element: toDashboard },
              { path: 'projects', element: toDashboard },
              {
                path: 'projects/:id/edit',
                lazy: lazyPage(
                  () => import('../features/project-detail/ProjectDetailPage.tsx'),
                  'EditProjectPage',
                ),
              },
              {
                path: 'projects/:id/alerts',
                lazy: lazyPage(() => import('../features/alerts/WebhooksPage.tsx'), 'WebhooksPage'),
              },
              {
                path: 'projects/:project_id/general-metrics',
                lazy: lazyPage(
                  () => import('../features/general-metrics/GeneralMetricsPage.tsx'),
                  'GeneralMetricsPage',
                ),
              },

              {
                path: 'ranking-query/:id?',
                lazy: lazyPage(
                  () => import('../features/prompt-dashboards/ranking/RankingDashboardPage.tsx'),
                  'RankingDashboardPage',
                ),
              },
              {
                path: 'question-query/:id?',
                lazy: lazyPage(
                  () => import('../features/prompt-dashboards/question/QuestionDashboardPage.tsx'),
                  'QuestionDashboardPage',
                ),
              },
              {
                path: 'website-analysis/:project_id',
                lazy: lazyPage(
                  () => import('../features/website-analysis/WebsiteAnalysisPage.tsx'),
                  'WebsiteAnalysisPage',
                ),
              },
              {
                path: 'recommendations',
                lazy: lazyPage(
                  () => import('../features/recommendations/RecommendationsIndexPage.tsx'),
                  'RecommendationsIndexPage',
                ),
              },
              {
                path: 'recommendations/ranking-query/:queryId',
                lazy: lazyPage(
                  () => import('../features/recommendations/RecommendationsPage.tsx'),
                  'RankingRecommendationsPage',
                ),
              },
              {
                path: 'recommendations/question-query/:queryId',
                lazy: lazyPage(
                  () => import('../features/recommendations/RecommendationsPage.tsx'),
                  'QuestionRecommendationsPage',
                ),
              },
              {
                path: 'recommendations/project/:projectId',
                lazy: lazyPage(
                  () => import('../features/recommendations/RecommendationsPage.tsx'),
                  'ProjectRecommendationsPage',
                ),
              },
              {
                path: 'recommendations/:id',
                lazy: lazyPage(
                  () => import('../features/recommendations/RecommendationsPage.tsx'),
                  'RecommendationRunPage',
                ),
              },
            ],
          },
          // Standalone report screens: no side menu, no background (printable).
          {
            lazy: lazyPage(() => import('./layout/StandaloneLayout.tsx'), 'StandaloneLayout'),
            children: [
              {
                path: 'reports/:id',
                lazy: lazyPage(() => import('../features/report/ReportPage.tsx'), 'ReportPage'),
              },
              {
                path: 'report/:reportId',
                lazy: lazyPage(() => import('../features/report/ReportPage.tsx'), 'ReportPage'),
              },
              {
                path: 'projects/:project_id/reports/:report_id',
                lazy: lazyPage(
                  () => import('../features/report/custom/CustomReportPage.tsx'),
                  'CustomReportPage',
                ),
              },
            ],
          },
        ],
      },

      { path: '*', lazy: lazyPage(() => import('../features/not-found/NotFoundPage.tsx'), 'NotFoundPage') },
    ],
  },
];
