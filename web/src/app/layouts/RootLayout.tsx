import { Outlet, ScrollRestoration } from 'react-router';

/** The root route: restores scroll positions between pages and renders the matched route. */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
