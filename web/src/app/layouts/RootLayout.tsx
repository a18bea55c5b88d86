import { App } from 'antd';
import { Outlet, ScrollRestoration } from 'react-router';
import { SignOutNotice } from '../../components/SignOutNotice';
import { OfflineSalesGate } from './OfflineSalesGate';

/**
 * The root route: restores scroll positions between pages and renders the matched route, inside
 * antd's `App` for every page's App.useApp(). Its message, notification and modal holders mount
 * once with the app, not again with each page (issue 14), and inside the router, so a toast can
 * hold a link. It also says why the server signed this device out, when it must be said, and
 * sends a seller's offline counter sales from whatever page is open (OfflineSalesGate).
 */
export function RootLayout() {
  return (
    <App component={false}>
      <ScrollRestoration />
      <SignOutNotice />
      <OfflineSalesGate />
      <Outlet />
    </App>
  );
}
