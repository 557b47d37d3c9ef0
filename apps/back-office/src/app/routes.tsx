import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { withMessageAreas } from '@playfront/i18n';
import { Spinner } from '@playfront/ui-kit';
import { RequireSession } from './require-session';
import { NotFound, RouteError } from './route-error';
import { Shell } from './shell';
import type { ScreenHandle } from './shell';

/** A screen's module, loaded when first opened (one chunk per screen). */
const screen =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

const loading = (
  <div className="bo-center">
    <Spinner size="lg" />
  </div>
);

const handle = (value: ScreenHandle) => value;

/** The back office's routes, under its base path (/bo). */
export function backOfficeRoutes(): RouteObject[] {
  return [
    {
      path: '/login',
      errorElement: <RouteError />,
      hydrateFallbackElement: loading,
      lazy: screen(
        () => import('../screens/login/login-page'),
        (m) => m.LoginPage,
      ),
    },
    {
      path: '/',
      element: (
        <RequireSession>
          <Shell />
        </RequireSession>
      ),
      errorElement: <RouteError />,
      hydrateFallbackElement: loading,
      children: [
        {
          index: true,
          handle: handle({ areas: ['dashboard'], home: true }),
          lazy: screen(
            () => import('../screens/dashboard/dashboard-page'),
            (m) => m.DashboardPage,
          ),
        },
        {
          path: 'approvals/:id?',
          handle: handle({ areas: ['proposals'] }),
          lazy: screen(
            () => import('../screens/approvals/approvals-page'),
            (m) => m.ApprovalsPage,
          ),
        },
        {
          path: 'members/:username?',
          handle: handle({ areas: ['members'] }),
          lazy: screen(
            () => import('../screens/members/members-page'),
            (m) => m.MembersPage,
          ),
        },
        {
          path: 'affordability',
          handle: handle({ areas: ['members'] }),
          lazy: screen(
            () => import('../screens/affordability/affordability-page'),
            (m) => m.AffordabilityPage,
          ),
        },
        {
          path: 'cashier/:queue?',
          handle: handle({ areas: ['deposits', 'withdrawals', 'payment-channels'] }),
          lazy: screen(
            () => import('../screens/cashier/cashier-page'),
            (m) => m.CashierPage,
          ),
        },
        {
          path: 'content/banners/:id?',
          handle: handle({ areas: ['content'] }),
          lazy: screen(
            () => import('../screens/content/banners-page'),
            (m) => m.BannersPage,
          ),
        },
        {
          path: 'content/licence',
          handle: handle({ areas: ['content'] }),
          lazy: screen(
            () => import('../screens/content/licence-page'),
            (m) => m.LicencePage,
          ),
        },
        {
          path: 'content/inbox/:id?',
          handle: handle({ areas: ['messages'] }),
          lazy: screen(
            () => import('../screens/content/inbox-page'),
            (m) => m.InboxPage,
          ),
        },
        {
          path: 'content/help/:id?',
          handle: handle({ areas: ['content'] }),
          lazy: screen(
            () => import('../screens/content/help-page'),
            (m) => m.HelpPage,
          ),
        },
        {
          path: 'content/:id?',
          handle: handle({ areas: ['content'] }),
          lazy: screen(
            () => import('../screens/content/content-page'),
            (m) => m.ContentPage,
          ),
        },
        {
          path: 'feedback',
          handle: handle({ areas: ['feedback'] }),
          lazy: screen(
            () => import('../screens/feedback/feedback-page'),
            (m) => m.FeedbackPage,
          ),
        },
        {
          path: 'applications',
          handle: handle({ areas: ['affiliate-applications'] }),
          lazy: screen(
            () => import('../screens/applications/applications-page'),
            (m) => m.ApplicationsPage,
          ),
        },
        {
          path: 'agents/:view?',
          handle: handle({ areas: ['agents'] }),
          lazy: screen(
            // The contract terms' texts include the portal's amount checks (its wallet area).
            () => withMessageAreas(['wallet'], () => import('../screens/agents/agents-page')),
            (m) => m.AgentsPage,
          ),
        },
        {
          path: 'games/:tab?',
          handle: handle({ areas: ['games'] }),
          lazy: screen(
            () => import('../screens/games/games-page'),
            (m) => m.GamesPage,
          ),
        },
        {
          path: 'reports',
          handle: handle({ areas: ['reports', 'ledger'] }),
          lazy: screen(
            () => import('../screens/reports/reports-page'),
            (m) => m.ReportsPage,
          ),
        },
        {
          path: 'brand',
          handle: handle({ areas: ['system', 'setting', 'whitelabel'] }),
          lazy: screen(
            () => import('../screens/brand/brand-page'),
            (m) => m.BrandPage,
          ),
        },
        {
          path: 'brand/security',
          handle: handle({ areas: ['setting', 'whitelabel'] }),
          lazy: screen(
            () => import('../screens/brand/security-page'),
            (m) => m.SecurityPage,
          ),
        },
        {
          path: 'brand/resources',
          handle: handle({ areas: ['setting'] }),
          lazy: screen(
            () => import('../screens/brand/resources-page'),
            (m) => m.ResourcesPage,
          ),
        },
        {
          path: 'brand/protection',
          handle: handle({ areas: ['setting'] }),
          lazy: screen(
            () => import('../screens/brand/protection-page'),
            (m) => m.ProtectionPage,
          ),
        },
        {
          path: 'operators',
          handle: handle({ areas: ['operators'] }),
          lazy: screen(
            () => import('../screens/operators/operators-page'),
            (m) => m.OperatorsPage,
          ),
        },
        {
          path: 'audit',
          handle: handle({ areas: ['audit'] }),
          lazy: screen(
            () => import('../screens/audit/audit-page'),
            (m) => m.AuditPage,
          ),
        },
        {
          path: 'promotions/:id?',
          handle: handle({ areas: ['promotions'] }),
          lazy: screen(
            () => import('../screens/promotions/promotions-page'),
            (m) => m.PromotionsPage,
          ),
        },
        {
          path: 'missions/:id?',
          handle: handle({ areas: ['missions'] }),
          lazy: screen(
            () => import('../screens/loyalty/missions-page'),
            (m) => m.MissionsPage,
          ),
        },
        {
          path: 'cashback/:view?',
          handle: handle({ areas: ['cashback'] }),
          lazy: screen(
            () => import('../screens/loyalty/cashback-page'),
            (m) => m.CashbackPage,
          ),
        },
        {
          path: 'vip/:view?',
          handle: handle({ areas: ['vip'] }),
          lazy: screen(
            () => import('../screens/loyalty/vip-page'),
            (m) => m.VipPage,
          ),
        },
        {
          path: 'referral',
          handle: handle({ areas: ['referral'] }),
          lazy: screen(
            () => import('../screens/loyalty/referral-page'),
            (m) => m.ReferralPage,
          ),
        },
        {
          path: 'points/:view?',
          handle: handle({ areas: ['points'] }),
          lazy: screen(
            () => import('../screens/loyalty/points-page'),
            (m) => m.PointsPage,
          ),
        },
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}
