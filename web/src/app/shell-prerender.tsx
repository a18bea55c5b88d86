import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import HomePage from '../features/raffles/pages/HomePage';
import RaffleDetailPage from '../features/raffles/pages/RaffleDetailPage';
import TimelinePage from '../features/raffles/pages/TimelinePage';
import TicketsPage from '../features/tickets/pages/TicketsPage';
import { TicketShell } from '../features/tickets/components/TicketShell';
import { AuthContext, type AuthState } from '../lib/auth-context';
import { RealtimeProvider } from '../lib/realtime';
import AppLayout from './layouts/AppLayout';
import { theme } from './theme';
import '../lib/hidden-icons';

/** What the app's first render knows too: the stored session not read yet. */
const sessionUnread: AuthState = { session: null, user: null, profile: null, loading: true };

/**
 * The buyer's pages a phone most often opens first (`/app` is where the installed app starts): each
 * gets its shell prerendered. The tickets page's is for a phone with a stored session (public/boot.js
 * shows it only there): its frame, as the app first renders it while reading that session.
 */
export const SHELL_PAGES = {
  home: { path: '/app', Page: HomePage, auth: sessionUnread },
  timeline: { path: '/app/timeline', Page: TimelinePage, auth: sessionUnread },
  tickets: {
    path: '/app/tickets',
    Page: TicketsPage,
    auth: { ...sessionUnread, sessionStored: true },
  },
  raffle: { path: '/app/raffle/:id', Page: RaffleDetailPage, auth: sessionUnread },
  // A ticket's page, opened from a hold's reminder: its frame and a hold that public/boot.js fills
  // in from the ticket it requested (features/tickets/components/TicketShell.tsx).
  ticket: {
    path: '/app/tickets/:id',
    Page: TicketShell,
    auth: { ...sessionUnread, sessionStored: true },
  },
} satisfies Record<string, { path: string; Page: ComponentType; auth: AuthState }>;

export type ShellId = keyof typeof SHELL_PAGES;

/**
 * A buyer's page as the app first renders it on a phone — the app's bars around the page with its
 * data still loading (skeletons) — as HTML, rendered at build time by scripts/prerender-landing.ts
 * into index.html. public/boot.js shows it on that route before any script of the app has loaded,
 * so a slow phone paints the page's frame at once instead of the brand; the app replaces it when it
 * starts. The same components the app renders, in the production theme (antd's static stylesheet).
 */
export function renderShell(id: ShellId): string {
  const { path, Page, auth } = SHELL_PAGES[id];
  const url = path.replace(':id', '00000000-0000-4000-8000-000000000000');
  // A client that never fetches on the server: every query stays pending, as before its answer.
  const client = new QueryClient();
  const html = renderToString(
    <ConfigProvider theme={{ ...theme, zeroRuntime: true }} locale={esES}>
      <QueryClientProvider client={client}>
        <AuthContext.Provider value={auth}>
          <RealtimeProvider client={null}>
            <MemoryRouter initialEntries={[url]}>
              <Routes>
                <Route element={<AppLayout />}>
                  <Route path={path} element={<Page />} />
                </Route>
              </Routes>
            </MemoryRouter>
          </RealtimeProvider>
        </AuthContext.Provider>
      </QueryClientProvider>
    </ConfigProvider>,
  );
  // The queries the render created would keep their garbage-collection timers (and the build) alive.
  client.clear();
  return html;
}
