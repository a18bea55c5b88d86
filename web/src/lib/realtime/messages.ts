import type { components } from '../api/schema';

/** The realtime protocol's messages (api/openapi.yaml `components/schemas/Realtime*`). */

export type RealtimeClientMessage = components['schemas']['RealtimeClientMessage'];
export type RealtimeServerMessage = components['schemas']['RealtimeServerMessage'];
export type RealtimeEvent = components['schemas']['RealtimeEvent'];
export type RealtimeNumbersPayload = components['schemas']['RealtimeNumbersPayload'];
export type RealtimeStatusPayload = components['schemas']['RealtimeStatusPayload'];

/** `user` (the signed-in user's own events) or `raffle:<id>`. */
export type RealtimeTopic = 'user' | `raffle:${string}`;

export const USER_TOPIC = 'user' satisfies RealtimeTopic;

export function raffleTopic(raffleId: string): RealtimeTopic {
  return `raffle:${raffleId}`;
}

/**
 * A server message read from a frame's text, or null when it is not one (not JSON, not an object
 * with a string `type`). The server is trusted for the rest of the shape: it is the contract's.
 */
export function parseServerMessage(text: unknown): RealtimeServerMessage | null {
  if (typeof text !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  if (typeof (value as { type?: unknown }).type !== 'string') return null;
  return value as RealtimeServerMessage;
}

/** The socket's URL on the page's own origin: `wss:` under https, `ws:` under http. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/realtime/v1`;
}
