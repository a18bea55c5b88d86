import { useState, type ReactNode } from 'react';
import { Avatar, Button, Layout, Menu, Tooltip, type MenuProps } from 'antd';
import {
  AuditOutlined,
  BellOutlined,
  CompassOutlined,
  GiftOutlined,
  LoginOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  PlusOutlined,
  SearchOutlined,
  TagsOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { BrandMark } from '../../components/BrandMark';
import { ButtonLink } from '../../components/ButtonLink';
import { formatBadgeCount } from '../../components/badge-count';
import { CountBadge } from '../../components/CountBadge';
import { useFavoritesLive } from '../../features/favorites';
import { NotificationsLive, useUnreadCount } from '../../features/notifications';
import { usePendingPaymentsEntry, usePendingPaymentsLive } from '../../features/payments';
import { authClient } from '../../lib/auth-client';
import { useAuth } from '../../lib/auth-context';
import { useIsDesktop } from '../../lib/media';
import { useSignInHere } from '../../lib/sign-in-return';
import { es } from '../../locales/es';
import {
  appPaths,
  bottomNavEntries,
  entryTarget,
  selectedSiderKey,
  type BottomNavId,
} from './app-navigation';
import './shell.css';
import './page.css';

const SIDER_COLLAPSED_KEY = 'rifa-sider-collapsed';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(SIDER_COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

function writeCollapsed(collapsed: boolean): void {
  try {
    window.localStorage.setItem(SIDER_COLLAPSED_KEY, collapsed ? '1' : '0');
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
}

function notificationsLabel(badge: string | null): string {
  return badge ? es.nav.notificationsUnreadAria(badge) : es.nav.notificationsAria;
}

function signOut(): void {
  void authClient.signOut();
}

/**
 * The main layout of /app, /notifications and /search-raffles (spec §2). One tree for both sizes
 * with the page always in the same place: crossing the breakpoint (a tablet turned round) swaps
 * the sider for the top and bottom bars without remounting the page, so e.g. a selection on the
 * number grid survives.
 */
export default function AppLayout() {
  const isDesktop = useIsDesktop();
  const badge = formatBadgeCount(useUnreadCount());
  const payments = usePendingPaymentsEntry();
  // Only someone with raffles has payments to verify (the server says: `has_raffles`).
  const paymentsBadge = payments.shown ? formatBadgeCount(payments.count) : undefined;
  useFavoritesLive();
  usePendingPaymentsLive();
  return (
    <Layout hasSider={isDesktop} className={isDesktop ? 'rifa-shell' : 'rifa-mobile'}>
      <NotificationsLive />
      {isDesktop ? (
        <DesktopSider badge={badge} paymentsBadge={paymentsBadge} />
      ) : (
        <MobileTopbar badge={badge} paymentsBadge={paymentsBadge} />
      )}
      <Layout className="rifa-shell__body">
        <Layout.Content className={isDesktop ? 'rifa-main' : 'rifa-main rifa-main--mobile'}>
          <Outlet />
        </Layout.Content>
      </Layout>
      {isDesktop ? null : <MobileBottomNav />}
    </Layout>
  );
}

/**
 * Badges of the shell: unread notifications, and payments waiting for the creator's check
 * (undefined: no 'Pagos por verificar' entry, for someone without raffles).
 */
interface ShellBadges {
  badge: string | null;
  paymentsBadge: string | null | undefined;
}

function DesktopSider({ badge, paymentsBadge }: ShellBadges) {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const { pathname } = useLocation();
  const selected = selectedSiderKey(pathname);
  const { user, loading } = useAuth();
  const to = (path: string) => entryTarget(path, !loading && user === null);

  const toggle = () => {
    setCollapsed((value) => {
      writeCollapsed(!value);
      return !value;
    });
  };

  const items: MenuProps['items'] = [
    {
      key: appPaths.timeline,
      icon: <CompassOutlined />,
      label: <Link to={appPaths.timeline}>{es.nav.timeline}</Link>,
    },
    {
      key: appPaths.myRaffles,
      icon: <GiftOutlined />,
      label: <Link to={appPaths.myRaffles}>{es.nav.myRaffles}</Link>,
    },
    // Only for a signed-in user with raffles: the payments reported to them, with their count.
    user && paymentsBadge !== undefined
      ? {
          key: appPaths.payments,
          icon: collapsed ? (
            <CountBadge count={paymentsBadge} size="small" testId="sider-payments-badge">
              <AuditOutlined />
            </CountBadge>
          ) : (
            <AuditOutlined />
          ),
          label: (
            <Link
              to={appPaths.payments}
              aria-label={es.pendingPayments.navAria(paymentsBadge)}
              className="rifa-menu-notifications"
            >
              <span>{es.pendingPayments.title}</span>
              {collapsed ? null : (
                <CountBadge count={paymentsBadge} testId="sider-payments-badge" />
              )}
            </Link>
          ),
        }
      : null,
    {
      key: appPaths.createRaffle,
      icon: <PlusOutlined />,
      className: 'rifa-menu-create',
      label: <Link to={to(appPaths.createRaffle)}>{es.nav.createRaffle}</Link>,
    },
    {
      key: appPaths.tickets,
      icon: <TagsOutlined />,
      label: <Link to={appPaths.tickets}>{es.nav.tickets}</Link>,
    },
    {
      key: appPaths.profile,
      icon: <UserOutlined />,
      label: <Link to={to(appPaths.profile)}>{es.nav.profile}</Link>,
    },
    {
      key: appPaths.notifications,
      // Collapsed: the count sits on the bell. Open: at the end of the entry, clear of its text.
      icon: collapsed ? (
        <CountBadge count={badge} size="small" testId="sider-notifications-badge">
          <BellOutlined />
        </CountBadge>
      ) : (
        <BellOutlined />
      ),
      label: (
        <Link
          to={appPaths.notifications}
          aria-label={notificationsLabel(badge)}
          className="rifa-menu-notifications"
        >
          <span>{es.nav.notifications}</span>
          {collapsed ? null : <CountBadge count={badge} testId="sider-notifications-badge" />}
        </Link>
      ),
    },
  ];

  return (
    <Layout.Sider
      data-testid="app-sider"
      className="rifa-sider"
      theme="light"
      collapsible
      collapsed={collapsed}
      trigger={null}
      collapsedWidth={64}
      width={256}
    >
      <div className={`rifa-sider__top${collapsed ? ' rifa-sider__top--collapsed' : ''}`}>
        <Link to={appPaths.home} className="rifa-sider__brand" aria-label={es.nav.home}>
          <BrandMark withName={!collapsed} size={32} />
        </Link>
        <Tooltip title={collapsed ? es.nav.expandSider : es.nav.collapseSider} placement="right">
          <Button
            type="text"
            data-testid="sider-toggle"
            aria-label={collapsed ? es.nav.expandSider : es.nav.collapseSider}
            aria-expanded={!collapsed}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={toggle}
          />
        </Tooltip>
      </div>
      <nav aria-label={es.nav.mainNav} className="rifa-sider__nav">
        <Menu
          mode="inline"
          selectedKeys={selected ? [selected] : []}
          items={items}
          className="rifa-sider__menu"
        />
      </nav>
      <SiderAccount collapsed={collapsed} />
    </Layout.Sider>
  );
}

function SiderAccount({ collapsed }: { collapsed: boolean }) {
  const { user, profile, loading } = useAuth();
  const signInHere = useSignInHere();
  if (loading) return <div className="rifa-sider__account" />;

  if (user === null) {
    return (
      <div className="rifa-sider__account">
        {collapsed ? null : <p className="rifa-sider__hint">{es.nav.signedOutHint}</p>}
        <ButtonLink
          to={signInHere}
          type="primary"
          ghost
          block
          icon={<LoginOutlined />}
          aria-label={collapsed ? es.common.signIn : undefined}
        >
          {collapsed ? null : es.common.signIn}
        </ButtonLink>
      </div>
    );
  }

  const email = user.email ?? '';
  return (
    <div className="rifa-sider__account rifa-sider__account--user">
      <Avatar
        className="rifa-sider__avatar"
        icon={<UserOutlined />}
        src={profile?.avatar_thumb_url ?? profile?.avatar_url ?? undefined}
        alt={profile?.name ?? email}
      />
      {collapsed ? null : (
        <span className="rifa-sider__email" title={email}>
          {email}
        </span>
      )}
      <Tooltip title={es.common.signOut} placement="right">
        <Button
          type="text"
          icon={<LogoutOutlined />}
          aria-label={es.common.signOut}
          onClick={signOut}
        />
      </Tooltip>
    </div>
  );
}

const bottomIcons: Record<BottomNavId, ReactNode> = {
  timeline: <CompassOutlined />,
  'my-raffles': <GiftOutlined />,
  create: <PlusOutlined />,
  tickets: <TagsOutlined />,
  profile: <UserOutlined />,
};

function MobileTopbar({ badge, paymentsBadge }: ShellBadges) {
  const { user, loading } = useAuth();
  const signInHere = useSignInHere();
  return (
    <header className="rifa-topbar" data-testid="mobile-topbar">
      <Link to={appPaths.home} className="rifa-topbar__brand" aria-label={es.nav.home}>
        <BrandMark size={30} />
      </Link>
      <div className="rifa-topbar__actions">
        <Link to={appPaths.search} className="rifa-icon-link" aria-label={es.nav.search}>
          <SearchOutlined />
        </Link>
        {user && paymentsBadge !== undefined ? (
          <Tooltip title={es.pendingPayments.title}>
            <Link
              to={appPaths.payments}
              className="rifa-icon-link"
              aria-label={es.pendingPayments.navAria(paymentsBadge)}
              data-testid="topbar-payments"
            >
              <CountBadge count={paymentsBadge} size="small" testId="topbar-payments-badge">
                <AuditOutlined />
              </CountBadge>
            </Link>
          </Tooltip>
        ) : null}
        <Link
          to={appPaths.notifications}
          className="rifa-icon-link"
          aria-label={notificationsLabel(badge)}
        >
          <CountBadge count={badge} size="small" testId="topbar-notifications-badge">
            <BellOutlined />
          </CountBadge>
        </Link>
        {!loading && user === null ? (
          <Link to={signInHere} className="rifa-icon-link" aria-label={es.common.signIn}>
            <LoginOutlined />
          </Link>
        ) : null}
      </div>
    </header>
  );
}

function MobileBottomNav() {
  const { user, loading } = useAuth();
  const to = (path: string) => entryTarget(path, !loading && user === null);
  return (
    <nav className="rifa-bottom-nav" data-testid="bottom-nav" aria-label={es.nav.mainNav}>
      {bottomNavEntries.map((entry) =>
        entry.id === 'create' ? (
          <NavLink
            key={entry.id}
            to={to(entry.to)}
            data-testid="bottom-nav-create"
            aria-label={es.nav.createAria}
            className="rifa-bottom-nav__create"
          >
            <span className="rifa-bottom-nav__create-circle">{bottomIcons.create}</span>
          </NavLink>
        ) : (
          <NavLink
            key={entry.id}
            to={to(entry.to)}
            data-testid={`bottom-nav-${entry.id}`}
            className="rifa-bottom-nav__item"
          >
            <span className="rifa-bottom-nav__icon" aria-hidden="true">
              {bottomIcons[entry.id]}
            </span>
            <span className="rifa-bottom-nav__label">{entry.label}</span>
          </NavLink>
        ),
      )}
    </nav>
  );
}
