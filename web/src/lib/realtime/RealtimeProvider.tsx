import { useEffect, useState, type ReactNode } from 'react';
import { useAuth } from '../auth-context';
import { realtimeUrl } from './messages';
import { RealtimeClient } from './realtime-client';
import { RealtimeContext } from './use-realtime';

function browserClient(): RealtimeClient | null {
  if (typeof window === 'undefined' || typeof WebSocket === 'undefined') return null;
  return new RealtimeClient({ url: realtimeUrl(window.location) });
}

interface RealtimeProviderProps {
  children: ReactNode;
  /** Tests pass a client over a fake socket (or null for none); the app makes the real one. */
  client?: RealtimeClient | null;
}

/**
 * The one realtime client of the app, authenticated with the session's access token: the token
 * changes on every refresh (sent again) and disappears on sign-out (the `user` topic with it). The
 * socket opens only while some component listens to a topic.
 */
export function RealtimeProvider({ children, client }: RealtimeProviderProps) {
  const [realtime] = useState(() => (client === undefined ? browserClient() : client));
  const { session, loading } = useAuth();
  const token = session?.access_token ?? null;

  useEffect(() => {
    if (realtime !== null && !loading) realtime.setToken(token);
  }, [realtime, token, loading]);

  useEffect(() => () => realtime?.close(), [realtime]);

  return <RealtimeContext.Provider value={realtime}>{children}</RealtimeContext.Provider>;
}
