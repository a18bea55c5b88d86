import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeRealtimeServer, fakePage } from '../../test/fake-realtime';
import type { RealtimeEvent } from './messages';
import { RealtimeClient, reconnectDelay, type RealtimeClientOptions } from './realtime-client';

const RAFFLE = 'raffle:5b0f6c62-3a57-4d6c-9d55-1c1c6f0e2a01';
const OTHER = 'raffle:0e0e0e0e-2f0a-4b9e-9a51-3c1f4f6f0a22';
const USER_ID = '7d6f1c1e-2f0a-4b9e-9a51-3c1f4f6f0a11';

function numbersEvent(topic = RAFFLE, version = 2): RealtimeEvent {
  return {
    type: 'event',
    topic,
    event: 'raffle.numbers',
    payload: {
      raffle_id: topic.slice('raffle:'.length),
      numbers_version: version,
      taken: [7],
      freed: [],
      sold_tickets: 1,
    },
  };
}

function setup(options: Partial<RealtimeClientOptions> = {}) {
  const server = new FakeRealtimeServer();
  const client = new RealtimeClient({
    url: 'ws://example.test/realtime/v1',
    WebSocket: server.WebSocket,
    random: () => 0,
    page: null,
    ...options,
  });
  return { server, client };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('reconnectDelay', () => {
  it('doubles from the minimum up to the cap, with jitter of up to half', () => {
    const bounds = { min: 1_000, max: 30_000 };
    expect(reconnectDelay(0, bounds, () => 0)).toBe(500);
    expect(reconnectDelay(0, bounds, () => 1)).toBe(1_000);
    expect(reconnectDelay(3, bounds, () => 0.5)).toBe(6_000);
    expect(reconnectDelay(5, bounds, () => 1)).toBe(30_000);
    expect(reconnectDelay(50, bounds, () => 0)).toBe(15_000);
  });
});

describe('RealtimeClient', () => {
  it('opens no socket until a topic is listened to, then subscribes it', () => {
    const { server, client } = setup();
    client.setToken('token-1');
    expect(server.sockets).toHaveLength(0);
    expect(client.getState()).toBe('idle');

    client.subscribe(RAFFLE, { onEvent: () => {} });
    expect(server.sockets).toHaveLength(1);
    expect(server.socket.url).toBe('ws://example.test/realtime/v1');
    expect(client.getState()).toBe('connecting');
    server.socket.open();
    expect(client.getState()).toBe('open');
    expect(server.socket.sent).toEqual([
      { type: 'auth', access_token: 'token-1' },
      { type: 'subscribe', topic: RAFFLE },
    ]);
  });

  it('subscribes user only after the server confirmed the token', () => {
    const { server, client } = setup();
    client.setToken('token-1');
    client.subscribe('user', { onEvent: () => {} });
    server.socket.open();
    expect(server.socket.sentTypes()).toEqual(['auth']);
    server.socket.receive({ type: 'authed', user_id: USER_ID });
    expect(server.socket.sentTypes()).toEqual(['auth', 'subscribe:user']);
  });

  it('does not connect for user alone while signed out', () => {
    const { server, client } = setup();
    client.subscribe('user', { onEvent: () => {} });
    expect(server.sockets).toHaveLength(0);
    client.setToken('token-1');
    expect(server.sockets).toHaveLength(1);
  });

  it('counts listeners per topic: one subscribe, unsubscribe with the last, close when idle', () => {
    const { server, client } = setup({ idleCloseMs: 5_000 });
    const stopA = client.subscribe(RAFFLE, { onEvent: () => {} });
    server.socket.open();
    const stopB = client.subscribe(RAFFLE, { onEvent: () => {} });
    expect(server.socket.sentTypes()).toEqual([`subscribe:${RAFFLE}`]);

    stopA();
    stopA();
    expect(server.socket.sentTypes()).toEqual([`subscribe:${RAFFLE}`]);
    stopB();
    expect(server.socket.sentTypes()).toEqual([`subscribe:${RAFFLE}`, `unsubscribe:${RAFFLE}`]);
    expect(server.socket.closedByClient).toBe(false);

    // A page change subscribes the next topic on the same socket.
    const stopC = client.subscribe(OTHER, { onEvent: () => {} });
    vi.advanceTimersByTime(5_000);
    expect(server.socket.closedByClient).toBe(false);
    expect(server.socket.sentTypes().at(-1)).toBe(`subscribe:${OTHER}`);
    stopC();
    vi.advanceTimersByTime(5_000);
    expect(server.socket.closedByClient).toBe(true);
    expect(client.getState()).toBe('idle');
    expect(server.sockets).toHaveLength(1);
  });

  it("hands each topic's events to that topic's listeners only", () => {
    const { server, client } = setup();
    const raffle = vi.fn();
    const other = vi.fn();
    client.subscribe(RAFFLE, { onEvent: raffle });
    client.subscribe(OTHER, { onEvent: other });
    server.socket.open();
    server.socket.receive(numbersEvent(RAFFLE));
    expect(raffle).toHaveBeenCalledWith(numbersEvent(RAFFLE));
    expect(other).not.toHaveBeenCalled();
  });

  it('sends a refreshed token on the open socket, and starts over without identity on sign-out', () => {
    const { server, client } = setup();
    client.setToken('token-1');
    client.subscribe('user', { onEvent: () => {} });
    client.subscribe(RAFFLE, { onEvent: () => {} });
    const first = server.socket;
    first.open();
    first.receive({ type: 'authed', user_id: USER_ID });

    client.setToken('token-2');
    expect(first.sent.at(-1)).toEqual({ type: 'auth', access_token: 'token-2' });
    first.receive({ type: 'authed', user_id: USER_ID });
    // Still one subscription to user on this socket.
    expect(first.sentTypes().filter((t) => t === 'subscribe:user')).toHaveLength(1);

    client.setToken(null);
    expect(first.closedByClient).toBe(true);
    expect(server.sockets).toHaveLength(2);
    server.socket.open();
    expect(server.socket.sent).toEqual([{ type: 'subscribe', topic: RAFFLE }]);
  });

  it('waits for a new token after the server refuses the current one', () => {
    const { server, client } = setup();
    client.setToken('token-1');
    client.subscribe('user', { onEvent: () => {} });
    server.socket.open();
    server.socket.receive({ type: 'error', code: 'invalid_token', message: 'Sesión no válida' });
    client.setToken('token-2');
    server.socket.receive({ type: 'authed', user_id: USER_ID });
    expect(server.socket.sentTypes()).toEqual(['auth', 'auth', 'subscribe:user']);
  });

  it('reconnects with growing delays, resubscribes every topic and says it resumed', () => {
    const { server, client } = setup();
    client.setToken('token-1');
    const subscribed = vi.fn();
    client.subscribe(RAFFLE, { onEvent: () => {}, onSubscribed: subscribed });
    client.subscribe('user', { onEvent: () => {} });
    server.socket.open();
    server.socket.receive({ type: 'authed', user_id: USER_ID });
    server.socket.receive({ type: 'subscribed', topic: RAFFLE });
    expect(subscribed).toHaveBeenLastCalledWith({ resumed: false });

    // Two failed attempts: 500 ms, then 1 s (random 0: half of 1 s, 2 s).
    server.socket.drop();
    expect(client.getState()).toBe('reconnecting');
    vi.advanceTimersByTime(499);
    expect(server.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(server.sockets).toHaveLength(2);
    server.socket.drop();
    vi.advanceTimersByTime(999);
    expect(server.sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(server.sockets).toHaveLength(3);

    const socket = server.socket;
    socket.open();
    socket.receive({ type: 'authed', user_id: USER_ID });
    expect(socket.sentTypes()).toEqual(['auth', `subscribe:${RAFFLE}`, 'subscribe:user']);
    socket.receive({ type: 'subscribed', topic: RAFFLE });
    expect(subscribed).toHaveBeenLastCalledWith({ resumed: true });

    // A connection that answered starts the delays over.
    socket.drop();
    vi.advanceTimersByTime(500);
    expect(server.sockets).toHaveLength(4);
  });

  it("tells the confirmed topics' listeners to re-read when the server says it lost events", () => {
    const { server, client } = setup();
    const confirmed = vi.fn();
    const waiting = vi.fn();
    client.subscribe(RAFFLE, { onEvent: () => {}, onSubscribed: confirmed });
    client.subscribe(OTHER, { onEvent: () => {}, onSubscribed: waiting });
    server.socket.open();
    server.socket.receive({ type: 'subscribed', topic: RAFFLE });
    server.socket.onmessage?.(new MessageEvent('message', { data: '{"type":"resync"}' }));
    expect(confirmed.mock.calls).toEqual([[{ resumed: false }], [{ resumed: true }]]);
    expect(waiting).not.toHaveBeenCalled();
  });

  it('caps the delay at about 30 s', () => {
    const { server, client } = setup({ random: () => 1 });
    client.subscribe(RAFFLE, { onEvent: () => {} });
    for (let i = 0; i < 8; i++) {
      server.socket.drop();
      vi.runOnlyPendingTimers();
    }
    const before = server.sockets.length;
    server.socket.drop();
    vi.advanceTimersByTime(29_999);
    expect(server.sockets).toHaveLength(before);
    vi.advanceTimersByTime(1);
    expect(server.sockets).toHaveLength(before + 1);
  });

  it('sends a heartbeat every 25 s and replaces a connection silent for a minute', () => {
    const { server, client } = setup();
    client.subscribe(RAFFLE, { onEvent: () => {} });
    const socket = server.socket;
    socket.open();
    vi.advanceTimersByTime(25_000);
    expect(socket.sentTypes()).toEqual([`subscribe:${RAFFLE}`, 'heartbeat']);
    socket.receive({ type: 'heartbeat' });
    vi.advanceTimersByTime(25_000);
    expect(socket.sentTypes().filter((t) => t === 'heartbeat')).toHaveLength(2);
    expect(server.sockets).toHaveLength(1);

    // Heard last at 25 s: the tick at 100 s finds 75 s of silence.
    vi.advanceTimersByTime(50_000);
    expect(socket.closedByClient).toBe(true);
    expect(client.getState()).toBe('reconnecting');
    vi.advanceTimersByTime(500);
    expect(server.sockets).toHaveLength(2);
  });

  it('gives up a connection that never opens', () => {
    const { server, client } = setup();
    client.subscribe(RAFFLE, { onEvent: () => {} });
    vi.advanceTimersByTime(75_000);
    expect(server.sockets[0]?.closedByClient).toBe(true);
    vi.advanceTimersByTime(500);
    expect(server.sockets).toHaveLength(2);
  });

  it('closes while the page stays hidden and comes back when it shows', () => {
    const signals = fakePage();
    // staleMs: a server that stays silent would otherwise be replaced first.
    const { server, client } = setup({
      page: signals.page,
      pauseAfterMs: 60_000,
      staleMs: 3_600_000,
    });
    const subscribed = vi.fn();
    client.subscribe(RAFFLE, { onEvent: () => {}, onSubscribed: subscribed });
    server.socket.open();
    server.socket.receive({ type: 'subscribed', topic: RAFFLE });

    signals.hide();
    vi.advanceTimersByTime(30_000);
    signals.show();
    signals.hide();
    vi.advanceTimersByTime(59_999);
    expect(client.getState()).toBe('open');
    vi.advanceTimersByTime(1);
    expect(client.getState()).toBe('paused');
    expect(server.socket.closedByClient).toBe(true);
    vi.advanceTimersByTime(600_000);
    expect(server.sockets).toHaveLength(1);

    signals.show();
    expect(server.sockets).toHaveLength(2);
    server.socket.open();
    server.socket.receive({ type: 'subscribed', topic: RAFFLE });
    expect(subscribed).toHaveBeenLastCalledWith({ resumed: true });
  });

  it('retries at once when the network comes back', () => {
    const signals = fakePage();
    const { server, client } = setup({ page: signals.page });
    client.subscribe(RAFFLE, { onEvent: () => {} });
    for (let i = 0; i < 4; i++) {
      server.socket.drop();
      vi.runOnlyPendingTimers();
    }
    server.socket.drop();
    expect(server.sockets).toHaveLength(5);
    signals.online();
    expect(server.sockets).toHaveLength(6);
  });

  it('tells state listeners about every change', () => {
    const { server, client } = setup();
    const states: string[] = [];
    client.onStateChange(() => states.push(client.getState()));
    client.subscribe(RAFFLE, { onEvent: () => {} });
    server.socket.open();
    server.socket.drop();
    expect(states).toEqual(['connecting', 'open', 'reconnecting']);
  });

  it('ignores frames that are not server messages', () => {
    const { server, client } = setup();
    const onEvent = vi.fn();
    client.subscribe(RAFFLE, { onEvent });
    server.socket.open();
    server.socket.onmessage?.(new MessageEvent('message', { data: 'not json' }));
    server.socket.onmessage?.(new MessageEvent('message', { data: '[1,2]' }));
    server.socket.receive(numbersEvent());
    expect(onEvent).toHaveBeenCalledTimes(1);
  });
});
