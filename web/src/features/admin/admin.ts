import type { Schemas } from '../../lib/api/client';
import type { paths } from '../../lib/api/schema';

/** The super administrator's data, as the contract names it (`/admin/*`, `GET /exchange-rate`). */

export type Dashboard = Schemas['AdminDashboard'];
export type DashboardDay = Schemas['AdminDashboardDay'];
export type DashboardPeriod = Schemas['AdminDashboardPeriod'];
export type AdminMobilePayment = Schemas['AdminMobilePayment'];
export type MobilePaymentFlag = Schemas['MobilePaymentDuplicateFlag'];
export type PaymentConfig = Schemas['MobilePaymentConfig'];
export type PaymentConfigCreate = Schemas['MobilePaymentConfigCreate'];
export type PaymentConfigUpdate = Schemas['MobilePaymentConfigUpdate'];
export type PlatformRate = Schemas['PlatformExchangeRate'];
export type AdminPlan = Schemas['AdminPlan'];
export type PlanCreate = Schemas['PlanCreate'];
export type PlanUpdate = Schemas['PlanUpdate'];
export type AuditEntry = Schemas['AuditEntry'];
export type AdminUser = Schemas['AdminUser'];
export type RaffleReport = Schemas['RaffleReport'];

/** `GET /admin/raffle-reports?status=`: which reports the Denuncias tab lists. */
export type ReportStatusFilter = 'open' | 'actioned' | 'dismissed' | 'all';

/** `GET /admin/mobile-payments?status=`: which payments the Pagos tab lists. */
export type PaymentStatusFilter = 'pending' | 'approved' | 'rejected' | 'all';
/** `GET /admin/audit-log?entity=`: the kinds of thing the log can be filtered by. */
export type AuditEntity = NonNullable<
  NonNullable<paths['/admin/audit-log']['get']['parameters']['query']>['entity']
>;

export const PAYMENTS_PAGE_SIZE = 10;
export const AUDIT_PAGE_SIZE = 20;
export const USERS_PAGE_SIZE = 20;
export const REPORTS_PAGE_SIZE = 20;

export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  payments: () => [...adminKeys.all, 'mobile-payments'] as const,
  paymentList: (status: PaymentStatusFilter, page: number) =>
    [...adminKeys.payments(), status, page] as const,
  configs: () => [...adminKeys.all, 'payment-config'] as const,
  rate: () => [...adminKeys.all, 'exchange-rate'] as const,
  plans: () => [...adminKeys.all, 'plans'] as const,
  audit: () => [...adminKeys.all, 'audit-log'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (q: string, suspended: boolean, page: number) =>
    [...adminKeys.users(), q, suspended, page] as const,
  reports: () => [...adminKeys.all, 'raffle-reports'] as const,
  reportList: (status: ReportStatusFilter, page: number) =>
    [...adminKeys.reports(), status, page] as const,
  auditList: (entity: AuditEntity | null, page: number) =>
    [...adminKeys.audit(), entity ?? 'all', page] as const,
};
