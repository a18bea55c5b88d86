import { useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import esES from 'antd/es/locale/es_ES';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import '../../lib/dayjs';
import { createQueryClient } from '../../lib/query-client';
import { theme } from '../theme';
import { AuthProvider } from './AuthProvider';

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client; the app makes one. */
  queryClient?: QueryClient;
  /** Tests may replace the real AuthProvider with a fixed auth state. */
  auth?: (children: ReactNode) => ReactNode;
}

/** Theme and locale (antd, dayjs), server-state cache and auth session for the whole app. */
export function AppProviders({ children, queryClient, auth }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const content = auth ? auth(children) : <AuthProvider>{children}</AuthProvider>;
  return (
    <ConfigProvider theme={theme} locale={esES}>
      <QueryClientProvider client={client}>{content}</QueryClientProvider>
    </ConfigProvider>
  );
}
