/** The realtime client (`/realtime/v1`) and its React bindings. */
export { raffleTopic, USER_TOPIC } from './messages';
export type {
  RealtimeEvent,
  RealtimeNumbersPayload,
  RealtimeStatusPayload,
  RealtimeTopic,
} from './messages';
export { RealtimeClient, type ConnectionState } from './realtime-client';
export { RealtimeProvider } from './RealtimeProvider';
export { useRealtimeClient, useRealtimeConnected, useRealtimeTopic } from './use-realtime';
