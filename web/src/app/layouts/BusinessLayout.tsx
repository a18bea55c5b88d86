import { useState } from 'react';
import { Avatar, Button, ConfigProvider, Dropdown, Layout, Menu, type MenuProps } from 'antd';
import {
  BankOutlined,
  CalculatorOutlined,
  DashboardOutlined,
  DownOutlined,
  GiftOutlined,
  LogoutOutlined,
  MenuOutlined,
  SettingOutlined,
  ShoppingOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { BrandMark } from '../../components/BrandMark';
import { businessKeys, type BusinessMe } from '../../features/business/api/business-me';
import { cashierTicketsPath } from '../../features/business/cashier-rules';
import { displayNameFromEmail, roleLabel } from '../../features/business/identity';
import { authClient } from '../../lib/auth-client';
import { useAuth } from '../../lib/auth-context';
import { es } from '../../locales/es';
import { RequireBusinessAccess } from '../guards/RequireBusinessAccess';
import { brand } from '../theme';
// antd's styles of the components only the back-office uses (scripts/antd-static-css.ts), before
// the back-office's own stylesheets so those still override them.
import 'virtual:antd-back-office.css';
import './shell.css';
import './page.css';
import './business-layout.css';

const t = es.business.layout;

const paths = {
  raffles: '/business/raffles',
  tickets: '/business/tickets',
  cashiers: '/business/cashiers',
  shiftClose: '/business/shift-close',
  statements: '/business/statements',
  settings: '/business/settings',
  admin: '/business/admin',
} as const;

function selectedKey(pathname: string, mine: string | null): string | undefined {
  if (mine !== null && pathname === mine) return mine;
  if (pathname.startsWith('/business/cashier/')) return paths.cashiers;
  return Object.values(paths).find((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** The back-office (/business/*): its own lazy chunk, behind the business access check. */
export default function BusinessLayout() {
  return <RequireBusinessAccess>{(me) => <BusinessShell me={me} />}</RequireBusinessAccess>;
}

function BusinessShell({ me }: { me: BusinessMe }) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Below lg the sider becomes a drawer-like overlay opened from the header.
  const [broken, setBroken] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
  // A cashier's own sales ('Mis ventas'): their user id is their cashier id.
  const mine = me.role === 'cashier' && user ? cashierTicketsPath(user.id) : null;
  const selected = selectedKey(pathname, mine);

  // A super administrator without a business of their own has only the dashboard to open.
  const adminOnly = me.role === 'super_admin' && me.business === null;
  const businessItems: MenuProps['items'] = [
    {
      key: paths.raffles,
      icon: <GiftOutlined />,
      label: <Link to={paths.raffles}>{t.menuRaffles}</Link>,
    },
    {
      key: paths.tickets,
      icon: <TagsOutlined />,
      label: <Link to={paths.tickets}>{t.menuTickets}</Link>,
    },
    {
      key: paths.shiftClose,
      icon: <CalculatorOutlined />,
      label: <Link to={paths.shiftClose}>{t.menuShiftClose}</Link>,
    },
    // The business's statements: the owner and its cashiers reconcile them.
    {
      key: paths.statements,
      icon: <BankOutlined />,
      label: <Link to={paths.statements}>{t.menuStatements}</Link>,
    },
    // A cashier sells and sees sales; cashiers and settings are the owner's.
    ...(mine !== null
      ? [
          {
            key: mine,
            icon: <ShoppingOutlined />,
            label: <Link to={mine}>{t.menuMySales}</Link>,
          },
        ]
      : [
          {
            key: paths.cashiers,
            icon: <TeamOutlined />,
            label: <Link to={paths.cashiers}>{t.menuCashiers}</Link>,
          },
          {
            key: paths.settings,
            icon: <SettingOutlined />,
            label: <Link to={paths.settings}>{t.menuSettings}</Link>,
          },
        ]),
  ];
  const items: MenuProps['items'] = [
    ...(adminOnly ? [] : businessItems),
    ...(me.role === 'super_admin'
      ? [
          {
            key: paths.admin,
            icon: <DashboardOutlined />,
            label: <Link to={paths.admin}>{t.menuAdmin}</Link>,
          },
        ]
      : []),
  ];

  async function signOut() {
    await authClient.signOut();
    queryClient.removeQueries({ queryKey: businessKeys.all });
    await navigate('/business/login', { replace: true });
  }

  // A cashier's menu stays inside the back-office: no profile or settings of the app, only
  // signing out (their sales are 'Mis ventas' in the sider).
  const userMenu: MenuProps = {
    items: [
      ...(mine !== null
        ? []
        : [
            { key: 'profile', icon: <UserOutlined />, label: t.userMenuProfile },
            { key: 'settings', icon: <SettingOutlined />, label: t.userMenuSettings },
            { type: 'divider' as const },
          ]),
      { key: 'sign-out', icon: <LogoutOutlined />, danger: true, label: t.userMenuSignOut },
    ],
    onClick: ({ key }) => {
      if (key === 'profile') void navigate('/app/profile');
      else if (key === 'settings') void navigate(paths.settings);
      else if (key === 'sign-out') void signOut();
    },
  };

  const displayName = displayNameFromEmail(user?.email);
  const role = roleLabel(me.role);

  return (
    <Layout hasSider className="rifa-shell rifa-business">
      <ConfigProvider
        theme={{
          components: {
            Layout: { siderBg: brand.ink, triggerBg: brand.primaryDark },
            Menu: {
              darkItemBg: brand.ink,
              darkItemSelectedBg: brand.primary,
              darkItemColor: 'rgba(255,255,255,0.72)',
            },
          },
        }}
      >
        <Layout.Sider
          data-testid="business-sider"
          className="rifa-business__sider"
          theme="dark"
          width={280}
          breakpoint="lg"
          collapsedWidth={0}
          collapsed={collapsed}
          trigger={null}
          onBreakpoint={(isBroken) => {
            setBroken(isBroken);
            setCollapsed(isBroken);
          }}
        >
          <div className="rifa-business__brand">
            <BrandMark withName={false} size={36} />
            <div>
              <div className="rifa-business__title">{t.title}</div>
              <div className="rifa-business__subtitle">{t.subtitle}</div>
            </div>
          </div>
          <nav aria-label={t.menuAria}>
            <Menu
              theme="dark"
              mode="inline"
              selectedKeys={selected ? [selected] : []}
              items={items}
              onClick={() => {
                if (broken) setCollapsed(true);
              }}
            />
          </nav>
        </Layout.Sider>
      </ConfigProvider>
      {broken && !collapsed ? (
        <div
          className="rifa-business__mask"
          aria-hidden="true"
          onClick={() => setCollapsed(true)}
        />
      ) : null}
      <Layout className="rifa-shell__body">
        <Layout.Header className="rifa-business__header">
          {broken ? (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label={t.openMenu}
              aria-expanded={!collapsed}
              data-testid="business-menu-toggle"
              onClick={() => setCollapsed((value) => !value)}
            />
          ) : null}
          <div className="rifa-business__header-brand">
            <BrandMark withName={false} size={28} />
            <span>{t.title}</span>
          </div>
          <Dropdown menu={userMenu} trigger={['click']} placement="bottomRight">
            <button
              type="button"
              className="rifa-business__user"
              aria-label={t.userMenuAria}
              data-testid="business-user-menu"
            >
              <Avatar size="small" icon={<UserOutlined />} className="rifa-business__avatar" />
              <span className="rifa-business__user-text">
                <span className="rifa-business__user-name">{displayName}</span>
                <span className="rifa-business__user-role">{role}</span>
              </span>
              <DownOutlined className="rifa-business__user-caret" />
            </button>
          </Dropdown>
        </Layout.Header>
        <Layout.Content className="rifa-main">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
