import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { RequireUser } from './guards/RequireUser';
import { RootLayout } from './layouts/RootLayout';
import { RouteErrorPage } from './pages/RouteErrorPage';

/** A route whose component is its module's default export, loaded on first visit (own chunk). */
function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

/** Every route of the SPA (spec §2). Kept as data so tests can mount it in a memory router. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: FullPageSpinner,
    ErrorBoundary: RouteErrorPage,
    children: [
      { index: true, lazy: page(() => import('../features/landing/pages/LandingPage')) },
      { path: 'login', lazy: page(() => import('../features/auth/pages/LoginPage')) },
      { path: 'register', lazy: page(() => import('../features/auth/pages/RegisterPage')) },
      {
        path: 'reset-password',
        lazy: page(() => import('../features/auth/pages/ResetPasswordPage')),
      },
      { path: 'test-antd', lazy: page(() => import('./pages/TestAntdPage')) },
      // A ticket's public receipt (QR code, printed slip): no sign-in, no app layout.
      { path: 't/:code', lazy: page(() => import('../features/receipts/pages/ReceiptPage')) },

      // The main layout: /app/*, plus /notifications and /search-raffles so navigation stays.
      {
        lazy: page(() => import('./layouts/AppLayout')),
        children: [
          {
            path: 'app',
            children: [
              { index: true, lazy: page(() => import('../features/raffles/pages/HomePage')) },
              {
                path: 'timeline',
                lazy: page(() => import('../features/raffles/pages/TimelinePage')),
              },
              {
                path: 'my-raffles',
                lazy: page(() => import('../features/raffles/pages/MyRafflesPage')),
              },
              {
                path: 'raffle/:id',
                lazy: page(() => import('../features/raffles/pages/RaffleDetailPage')),
              },
              {
                path: 'tickets',
                lazy: page(() => import('../features/tickets/pages/TicketsPage')),
              },
              // An invitation's link, for every role (seller, cashier); the first links' path stays.
              {
                path: 'invitation/:token',
                lazy: page(() => import('../features/sellers/pages/SellerInvitationPage')),
              },
              {
                path: 'seller-invitation/:token',
                lazy: page(() => import('../features/sellers/pages/SellerInvitationPage')),
              },
              {
                path: 'tickets/:id',
                lazy: page(() => import('../features/tickets/pages/TicketPage')),
              },
              {
                path: 'payments',
                lazy: page(() => import('../features/payments/pages/PendingPaymentsPage')),
              },
              {
                path: 'payments/statement',
                lazy: page(() => import('../features/statements/pages/StatementPage')),
              },
              {
                path: 'users/:id',
                lazy: page(() => import('../features/profiles/pages/OrganiserPage')),
              },
              {
                Component: RequireUser,
                children: [
                  {
                    path: 'raffle/:id/sellers',
                    lazy: page(() => import('../features/sellers/pages/RaffleSellersPage')),
                  },
                  {
                    path: 'selling',
                    lazy: page(() => import('../features/sellers/pages/MySellingPage')),
                  },
                  {
                    path: 'create-raffle',
                    lazy: page(() => import('../features/raffles/pages/CreateRafflePage')),
                  },
                  {
                    path: 'profile',
                    lazy: page(() => import('../features/profiles/pages/ProfilePage')),
                  },
                  {
                    path: 'mobile-payment',
                    lazy: page(() => import('../features/subscriptions/pages/MobilePaymentPage')),
                  },
                  {
                    path: 'payment-history',
                    lazy: page(() => import('../features/subscriptions/pages/PaymentHistoryPage')),
                  },
                ],
              },
            ],
          },
          {
            path: 'notifications',
            lazy: page(() => import('../features/notifications/pages/NotificationsPage')),
          },
          {
            path: 'search-raffles',
            lazy: page(() => import('../features/raffles/pages/SearchRafflesPage')),
          },
        ],
      },

      // The back-office: separate chunks, nothing of it in the entry.
      {
        path: 'business/login',
        lazy: page(() => import('../features/business/pages/BusinessLoginPage')),
      },
      {
        path: 'business',
        lazy: page(() => import('./layouts/BusinessLayout')),
        children: [
          { index: true, lazy: page(() => import('./layouts/BusinessHome')) },
          {
            path: 'raffles',
            lazy: page(() => import('../features/business/pages/BusinessRafflesPage')),
          },
          {
            path: 'raffles/new',
            lazy: page(() => import('../features/business/pages/BusinessCreateRafflePage')),
          },
          {
            path: 'raffles/:id/sell',
            lazy: page(() => import('../features/business/pages/CounterSalePage')),
          },
          {
            path: 'tickets',
            lazy: page(() => import('../features/business/pages/BusinessTicketsPage')),
          },
          {
            path: 'cashiers',
            lazy: page(() => import('../features/business/pages/BusinessCashiersPage')),
          },
          {
            path: 'statements',
            lazy: page(() => import('../features/statements/pages/BusinessStatementPage')),
          },
          {
            path: 'shift-close',
            lazy: page(() => import('../features/business/pages/ShiftClosePage')),
          },
          {
            path: 'settings',
            lazy: page(() => import('../features/business/pages/BusinessSettingsPage')),
          },
          {
            path: 'admin',
            lazy: page(() => import('../features/admin/pages/AdminPage')),
          },
          {
            path: 'cashier/:cashierId/tickets',
            lazy: page(() => import('../features/business/pages/CashierTicketsPage')),
          },
        ],
      },

      { path: '*', lazy: page(() => import('./pages/NotFoundPage')) },
    ],
  },
];
