import { Suspense } from 'react';
import { Grid, Skeleton, Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { es } from '../../../locales/es';
import { AuditLogPanel } from '../components/AuditLogPanel';
import { DashboardPanel } from '../components/DashboardPanel';
import { MobilePaymentsPanel } from '../components/MobilePaymentsPanel';
import { PaymentAccountsPanel } from '../components/PaymentAccountsPanel';
import { PlansPanel } from '../components/PlansPanel';
import { ReportsPanel } from '../components/ReportsPanel';
import { UsersPanel } from '../components/UsersPanel';
import { PageTitle } from '../../../components/PageTitle';
import { PlatformStatementPanel } from '../../statements';
import '../admin.css';

const TABS = [
  'resumen',
  'pagos',
  'estado-de-cuenta',
  'usuarios',
  'denuncias',
  'cuentas',
  'planes',
  'auditoria',
] as const;
type Tab = (typeof TABS)[number];

function isTab(value: string | null): value is Tab {
  return (TABS as readonly (string | null)[]).includes(value);
}

/**
 * /business/admin: the super administrator's dashboard inside the back-office. The open tab is in
 * the address (`?tab=pagos`), so a link can open the payments and a reload keeps the place.
 */
export default function AdminPage() {
  const t = es.admin;
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'resumen';
  const open = (next: string) => setParams(next === 'resumen' ? {} : { tab: next });
  // On a phone the eight tabs wrap onto two lines (none hidden behind a 'more' menu), the
  // accounts' one with its short name.
  const wide = Grid.useBreakpoint().sm ?? true;

  return (
    <section className="rifa-page rifa-admin">
      <PageTitle>{t.title}</PageTitle>
      <Typography.Paragraph type="secondary" className="rifa-admin__subtitle">
        {t.subtitle}
      </Typography.Paragraph>
      <Tabs
        activeKey={tab}
        onChange={open}
        aria-label={t.tabsAria}
        className={wide ? 'rifa-admin__tabs' : 'rifa-admin__tabs rifa-admin__tabs--wrap'}
        destroyOnHidden
        tabBarGutter={wide ? 32 : 18}
        items={[
          {
            key: 'resumen',
            label: t.tabs.summary,
            children: <DashboardPanel paymentsPath="/business/admin?tab=pagos" />,
          },
          { key: 'pagos', label: t.tabs.payments, children: <MobilePaymentsPanel /> },
          {
            key: 'estado-de-cuenta',
            label: t.tabs.statement,
            children: (
              <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
                <PlatformStatementPanel />
              </Suspense>
            ),
          },
          { key: 'usuarios', label: t.tabs.users, children: <UsersPanel /> },
          { key: 'denuncias', label: t.tabs.reports, children: <ReportsPanel /> },
          {
            key: 'cuentas',
            label: wide ? t.tabs.accounts : t.tabs.accountsShort,
            children: <PaymentAccountsPanel />,
          },
          { key: 'planes', label: t.tabs.plans, children: <PlansPanel /> },
          { key: 'auditoria', label: t.tabs.audit, children: <AuditLogPanel /> },
        ]}
      />
    </section>
  );
}
