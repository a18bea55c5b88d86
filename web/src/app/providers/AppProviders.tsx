import { useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import esES from 'antd/es/locale/es_ES';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import '../../lib/dayjs';
import { createQueryClient } from '../../lib/query-client';
import { RealtimeProvider, type RealtimeClient } from '../../lib/realtime';
import { theme } from '../theme';
import { AuthProvider } from './AuthProvider';
import '../../lib/hidden-icons';

/**
 * The production build links antd's styles as a static stylesheet made at build time
 * (scripts/antd-static-css.ts): no CSS-in-JS at runtime. Dev and tests generate them as usual.
 */
const appTheme = import.meta.env.PROD ? { ...theme, zeroRuntime: true } : theme;

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client; the app makes one. */
  queryClient?: QueryClient;
  /** Tests may replace the real AuthProvider with a fixed auth state. */
  auth?: (children: ReactNode) => ReactNode;
  /** Tests pass a realtime client over a fake socket, or null for none; the app makes its own. */
  realtime?: RealtimeClient | null;
}

/**
 * Theme and locale (antd, dayjs), server-state cache, auth session and the realtime connection
 * for the whole app.
 */
export function AppProviders({ children, queryClient, auth, realtime }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const live = <RealtimeProvider client={realtime}>{children}</RealtimeProvider>;
  const content = auth ? auth(live) : <AuthProvider>{live}</AuthProvider>;
  return (
    <ConfigProvider theme={appTheme} locale={esES}>
      <QueryClientProvider client={client}>{content}</QueryClientProvider>
    </ConfigProvider>
  );
}
