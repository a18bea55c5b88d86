import { createContext, useContext, useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type { RealtimeEvent, RealtimeTopic } from './messages';
import type { RealtimeClient } from './realtime-client';

/** The app's realtime client; null where there is none (tests without one, no WebSocket). */
export const RealtimeContext = createContext<RealtimeClient | null>(null);

export function useRealtimeClient(): RealtimeClient | null {
  return useContext(RealtimeContext);
}

/**
 * Listens to `topic` while the component is mounted (null: to nothing). `onEvent` gets every event
 * of the topic; `onSubscribed` each confirmation, `resumed` after a reconnect (events may have been
 * missed: re-read). The latest callbacks are used without resubscribing.
 */
export function useRealtimeTopic(
  topic: RealtimeTopic | null,
  onEvent: (event: RealtimeEvent) => void,
  onSubscribed?: (info: { resumed: boolean }) => void,
): void {
  const client = useRealtimeClient();
  const handleEvent = useEffectEvent(onEvent);
  const handleSubscribed = useEffectEvent((info: { resumed: boolean }) => onSubscribed?.(info));
  useEffect(() => {
    if (client === null || topic === null) return;
    return client.subscribe(topic, {
      onEvent: (event) => handleEvent(event),
      onSubscribed: (info) => handleSubscribed(info),
    });
  }, [client, topic]);
}

const noClient = () => () => {};

/** True while the realtime connection is open (events arrive); false without a client. */
export function useRealtimeConnected(): boolean {
  const client = useRealtimeClient();
  return useSyncExternalStore(
    client ? (listener) => client.onStateChange(listener) : noClient,
    () => client?.getState() === 'open',
  );
}
